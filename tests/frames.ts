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

/**
 * Takes the first feed out of every `/embed` page the context loads (issue 17 sends it with
 * the HTML), so the frame's widget asks the API for it, where a test's route can answer.
 */
export async function withoutFirstFeed(context: BrowserContext): Promise<void> {
  await context.route('**/embed?*', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(FIRST_FEED_SCRIPT, '')
    await route.fulfill({ response, body: html })
  })
}
