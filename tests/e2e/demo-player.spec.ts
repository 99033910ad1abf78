import { expect, test } from '@playwright/test'
import { hydrated, skipOnboarding } from './site'

// The demo page's player when its stream cannot be had (issue 16): the viewer is told in one
// polite line, and the store beside it goes on as without a time source.

test('a stream that cannot load says so, and the store still shows products', async ({
  context,
  page,
}) => {
  await skipOnboarding(context)
  await context.route('**/api/demo-stream/**', (route) =>
    route.fulfill({ status: 503, json: { error: 'unavailable' } }),
  )
  await page.goto('/demo/wildtv')
  await hydrated(page)
  const player = page.getByTestId('live-video')
  await expect(player).toHaveAttribute('data-state', 'failed')
  await expect(player.getByText('The stream stopped. Reload the page to try again.')).toBeVisible()
  await expect(player.locator('[aria-live="polite"]')).toHaveCount(1)
  // No picture time ever came: nothing waits for one.
  const widget = page.locator('shoppable-tv')
  await expect(widget.locator('a.buy').first()).toBeVisible()
})

test('the player transmuxes in its worker, and plays without it when the worker cannot load', async ({
  context,
  page,
}) => {
  await skipOnboarding(context)
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  await page.goto('/demo/wildtv')
  await hydrated(page)
  const player = page.getByTestId('live-video')
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 })
  expect(workers.some((path) => /^\/assets\/hls\.worker-[\w-]+\.js$/.test(path))).toBe(true)

  // A deploy replaced the file between the page and the worker's request: hls.js falls back
  // to transmuxing on the page, and the picture still plays.
  await context.route('**/assets/hls.worker-*.js', (route) => route.fulfill({ status: 404 }))
  await page.reload()
  await hydrated(page)
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 })
  await expect(page.locator('video.live-video-picture')).toHaveJSProperty('paused', false)
})

test('the poster, the page’s largest paint, is asked for once, from the head, before the page’s scripts', async ({
  context,
  page,
}) => {
  await skipOnboarding(context)
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/demo/wildtv')
  await hydrated(page)
  const poster = '/api/demo-stream/media/poster.jpg'
  await expect(page.locator('video.live-video-picture')).toHaveAttribute('poster', poster)
  // Preloaded (a `link`), and the video's own use of it is the same request, not a second.
  const initiators = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === path)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    poster,
  )
  expect(initiators).toEqual(['link'])
  expect(asked.filter((path) => path === poster)).toHaveLength(1)
  const firstScript = asked.findIndex((path) => path.endsWith('.js'))
  expect(asked.indexOf(poster)).toBeGreaterThan(-1)
  expect(asked.indexOf(poster)).toBeLessThan(firstScript)
})
