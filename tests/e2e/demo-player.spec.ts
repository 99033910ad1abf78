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
