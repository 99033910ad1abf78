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
    route.fulfill({ status: 503, json: { error: { code: 'starting', message: 'unavailable' } } }),
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

test("the captions shown are the picture's own, read by the page beside hls.js's light build", async ({
  context,
  page,
}) => {
  await skipOnboarding(context)
  const scripts: string[] = []
  const playlists: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'script') scripts.push(pathname)
    if (pathname.endsWith('.m3u8')) playlists.push(pathname)
  })
  await page.goto('/demo/wildtv?delay=10')
  await hydrated(page)
  await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', {
    timeout: 20_000,
  })
  expect(scripts.some((path) => /^\/assets\/hls\.light-[\w-]+\.js$/.test(path))).toBe(true)
  expect(scripts.some((path) => /^\/assets\/hls-[\w-]+\.js$/.test(path))).toBe(false)
  // hls.js starts from the video's own playlist: the multivariant one would only add the
  // captions rendition the light build does not read, and a round trip before the picture.
  expect(playlists).toContain('/api/demo-stream/wildtv/video.m3u8')
  expect(playlists).not.toContain('/api/demo-stream/wildtv/index.m3u8')

  // What the overlay says is the cue of the captions segment the picture is in, by the
  // widget's time source (hls.js's date of the picture), checked again until the two agree
  // at one moment (a segment may turn over between reading the one and the other).
  const caption = page.locator('.live-video-captions')
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const widget = document.querySelector('shoppable-tv') as
            | (Element & { timeSource?: (() => number | null) | null })
            | null
          const source = widget?.timeSource
          const at = typeof source === 'function' ? source() : null
          if (at === null) return 'no picture time'
          const playlist = await (await fetch('/api/demo-stream/wildtv/captions.m3u8')).text()
          const lines = playlist.split('\n')
          const index = lines.findIndex((line) => {
            if (!line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) return false
            const start = Date.parse(line.slice(25))
            return start <= at && at < start + 2000
          })
          const segment = lines.slice(index + 1).find((line) => line.endsWith('.vtt'))
          if (index < 0 || !segment) return 'no segment'
          const vtt = await (await fetch(`/api/demo-stream/wildtv/${segment}`)).text()
          const into = (at - Date.parse(lines[index]?.slice(25) ?? '')) / 1000
          const seconds = (time: string) =>
            time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)
          const cue = vtt
            .split(/\n\n+/)
            .map((block) => block.split('\n'))
            .find(([timing]) => {
              const [from, to] = (timing ?? '').split(' --> ')
              return (
                from !== undefined &&
                to !== undefined &&
                seconds(from) <= into &&
                into < seconds(to)
              )
            })
          const expected = cue?.slice(1).join(' ').trim() ?? ''
          const shown = document.querySelector('.live-video-captions')?.textContent ?? ''
          return shown === expected && expected !== ''
            ? 'same'
            : `shown "${shown}", the picture's "${expected}"`
        }),
      { timeout: 15_000 },
    )
    .toBe('same')
  await expect(caption.locator('span')).toBeVisible()

  // The captions are a track of the video, which the player's captions menu turns off.
  await page.evaluate(() => {
    const track = document.querySelector('video')?.textTracks[0]
    if (track) track.mode = 'disabled'
  })
  await expect(caption.locator('span')).toHaveCount(0)
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
  const poster = '/api/demo-stream/media/wildlife/poster.jpg'
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

test.describe('on a phone', () => {
  test.use({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
  })

  test("golf plays golf's clip in one player, the store is a button, the widget dark as the page", async ({
    context,
    page,
  }) => {
    await skipOnboarding(context)
    const segments: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.ts')) segments.push(pathname)
    })
    await page.goto('/demo/golf-network')
    await hydrated(page)
    await expect(page.locator('video.live-video-picture')).toHaveAttribute(
      'poster',
      '/api/demo-stream/media/golf/poster.jpg',
    )
    await expect(page.locator('video')).toHaveCount(1)
    // A phone shops on itself: a button to the store, no code to scan.
    const store = page.getByRole('link', { name: 'Open the Golf Network store' })
    await expect(store).toBeVisible()
    await expect(store).toHaveAttribute('href', /\/app\?channelId=golf-network&src=qr$/)
    await expect(page.getByTestId('qr')).toBeHidden()
    // A light system setting leaves the dark page's widget dark.
    await expect(page.locator('shoppable-tv')).toHaveAttribute('theme', 'dark')
    await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', {
      timeout: 20_000,
    })
    expect(segments.length).toBeGreaterThan(0)
    expect(segments.every((path) => path.startsWith('/api/demo-stream/segments/golf/'))).toBe(true)
  })
})
