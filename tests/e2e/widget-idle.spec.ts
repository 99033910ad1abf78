import { expect, type Frame, test } from '@playwright/test'
import { LIVE_POLL_COUNT } from '../../shared/constants'
import { embedFrame } from '../frames'
import { E2E } from './env'
import { hydrated, skipOnboarding } from './site'

// Issue 17: about nothing for the host page's thread while the feed sits idle. Each frame the
// compositor draws posts that thread a task, so no animation of the widget may run without end
// once it is live: the live dot rings twice when a product arrives, then sits still.

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
})

type Running = { name: string; iterations: number; target: string }

test('once live, the widget runs no endless animation; the live dot rings twice and rests', async ({
  page,
}) => {
  // Nothing new arrives after the first screen (a live match would ring the dot again): the
  // stream is refused, and every poll gets the first poll's answer.
  await page.route(/\/api\/live\//, (route) => route.abort('connectionrefused'))
  let first: unknown
  await page.route(new RegExp(`/recent_products/wildtv/${LIVE_POLL_COUNT}$`), async (route) => {
    const response = await route.fetch()
    first ??= await response.json()
    await route.fulfill({ response, json: first })
  })
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
  const start = await running()
  expect(ring(start).map((animation) => animation.iterations)).toEqual([2])
  for (const animation of start) {
    expect(animation.iterations, `${animation.name} on ${animation.target}`).not.toBe(
      Number.POSITIVE_INFINITY,
    )
  }
  // And then it rests: after its 4 s no animation is left on the dot.
  await expect.poll(async () => ring(await running()), { timeout: 15_000 }).toEqual([])
  // A poll still in the handler when the page closes would fail the test on its disposed answer.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

// The first locale formatter a page makes (Intl, or toLocaleString and its kin) loads the
// browser's locale data: 20–37 ms of main thread on this machine, some four times that on a
// phone, in the widget's first task. Nothing a guest sees needs one: points are written by
// shared/rules/thousands.ts. Each frame counts the formatters its window makes.
function countLocaleFormatters(): void {
  const made: string[] = []
  Object.defineProperty(window, '__localeFormatters', { value: made })
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'Collator',
    'RelativeTimeFormat',
    'ListFormat',
  ] as const) {
    const Original = Intl[name]
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(Original, {
        construct(target, args, newTarget) {
          made.push(`Intl.${name}`)
          return Reflect.construct(target, args, newTarget)
        },
        apply(target, self, args) {
          made.push(`Intl.${name}`)
          return Reflect.apply(target, self, args)
        },
      }),
    })
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ]
  for (const [proto, method] of methods) {
    const original = Reflect.get(proto, method) as (...args: unknown[]) => unknown
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        made.push(method)
        return original.apply(this, args)
      },
    })
  }
}

const formattersOf = (frame: Frame) =>
  frame.evaluate(() => Reflect.get(window, '__localeFormatters') as string[])

test('a guest’s store makes no locale formatter, on our pages or in a broadcaster’s frame', async ({
  context,
  page,
}) => {
  await context.addInitScript(countLocaleFormatters)
  for (const path of ['/app?channelId=wildtv', '/demo/wildtv']) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('shoppable-tv .live-list > .card').first()).toBeVisible()
    expect(await formattersOf(page.mainFrame()), path).toEqual([])
  }
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const frame = await embedFrame(page)
  await expect(frame.locator('shoppable-tv .live-list > .card').first()).toBeVisible()
  expect(await formattersOf(frame)).toEqual([])
})
