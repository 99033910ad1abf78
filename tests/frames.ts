// The widget's frame on a broadcaster's page, for the end-to-end tests and the benches alike.
import type { BrowserContext, Frame, Page } from '@playwright/test'
import { FIRST_FEED_ATTRIBUTE } from '../shared/bridge/protocol'

/** Whether an address is the widget's frame document, `/embed` (on any origin). */
export function isEmbedUrl(url: string | URL): boolean {
  try {
    return new URL(url).pathname === '/embed'
  } catch {
    return false
  }
}

const isEmbed = (frame: Frame): boolean => isEmbedUrl(frame.url())

/**
 * The widget's frame on a broadcaster's page (the loader's iframe, path `/embed`): at once if
 * the page has it, else when it first navigates there (an event, not a poll), within `timeoutMs`.
 */
export async function embedFrame(page: Page, timeoutMs = 30_000): Promise<Frame> {
  const frame = page.frames().find(isEmbed)
  if (frame) return frame
  return page.waitForEvent('framenavigated', { predicate: isEmbed, timeout: timeoutMs })
}

/** The first feed `/embed` sends inside its HTML (server/live/first-feed.ts). */
const FIRST_FEED_SCRIPT = new RegExp(
  `<script type="application/json" ${FIRST_FEED_ATTRIBUTE}=[^>]*>.*?</script>`,
  's',
)

/** Gives every `/embed` page that `target` loads as `rewrite` makes it from the server's HTML. */
export async function rewriteEmbed(
  target: Page | BrowserContext,
  rewrite: (html: string) => string,
): Promise<void> {
  await target.route(isEmbedUrl, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: rewrite(await response.text()) })
  })
}

/**
 * Takes the first feed out of every `/embed` page the context loads (issue 17 sends it with
 * the HTML), so the frame's widget asks the API for it, where a test's route can answer.
 */
export async function withoutFirstFeed(context: BrowserContext): Promise<void> {
  await rewriteEmbed(context, (html) => html.replace(FIRST_FEED_SCRIPT, ''))
}

/**
 * Runs in the embed frame (an init script): counts the animation frames that would show no card
 * in the Live list once one has shown (`__stvGaps`), until ten frames after the widget's module
 * has defined its element (`__stvGapsDone`): the first screen the server drew into `/embed`
 * giving way to the module's, where a frame without a card is a flash. A string, so the
 * bundler's helpers never reach the page.
 */
export const WATCH_CARD_GAPS = `(() => {
  if (location.pathname !== '/embed' || '__stvGaps' in window) return
  window.__stvGaps = 0
  let seen = false
  let after = 0
  const tick = () => {
    if (document.querySelector('shoppable-tv')?.shadowRoot?.querySelector('.live-list > .card')) {
      seen = true
    } else if (seen) window.__stvGaps++
    if (customElements.get('shoppable-tv')) after++
    if (after < 10) requestAnimationFrame(tick)
    else window.__stvGapsDone = true
  }
  requestAnimationFrame(tick)
})()`

/** WATCH_CARD_GAPS's count of frames without a card, once it has watched the hand-over. */
export async function cardGaps(frame: Frame): Promise<number> {
  type Watched = Window & { __stvGaps?: number; __stvGapsDone?: boolean }
  await frame.waitForFunction(() => (window as Watched).__stvGapsDone, undefined, {
    timeout: 120_000,
    polling: 100,
  })
  return Number(await frame.evaluate(() => (window as Watched).__stvGaps))
}
