import { expect, test } from '@playwright/test'
import { ONBOARDING_SKIPPED_KEY } from '../../site/onboarding/store'

// Issue 17: about nothing for the host page's thread while the feed sits idle. Each frame the
// compositor draws posts that thread a task, so no animation of the widget may run without end
// once it is live: the live dot rings twice when a product arrives, then sits still.

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), ONBOARDING_SKIPPED_KEY)
})

type Running = { name: string; iterations: number; target: string }

test('once live, the widget runs no endless animation; the live dot rings twice and rests', async ({
  page,
}) => {
  await page.goto('/app?channelId=wildtv')
  await expect(page.locator('shoppable-tv .status.live')).toBeVisible({ timeout: 30_000 })
  const running = () =>
    page.evaluate((): Running[] => {
      const root = document.querySelector('shoppable-tv')?.shadowRoot
      if (!root) return []
      return root.getAnimations().map((animation) => {
        const effect = animation.effect instanceof KeyframeEffect ? animation.effect : null
        return {
          name: animation instanceof CSSAnimation ? animation.animationName : 'transition',
          iterations: animation.effect?.getComputedTiming().iterations ?? 0,
          // The element's class, and its pseudo-element if the animation runs on one.
          target: `${effect?.target?.className ?? ''}${effect?.pseudoElement ?? ''}`,
        }
      })
    })
  const ring = (animations: Running[]) =>
    animations.filter((animation) => animation.target === 'status-dot::after')
  // The ring plays as the first products show; it plays twice, not without end.
  const first = await running()
  expect(ring(first).map((animation) => animation.iterations)).toEqual([2])
  for (const animation of first) {
    expect(animation.iterations, `${animation.name} on ${animation.target}`).not.toBe(
      Number.POSITIVE_INFINITY,
    )
  }
  // And then it rests: after its 4 s no animation is left on the dot.
  await expect.poll(async () => ring(await running()), { timeout: 15_000 }).toEqual([])
})
