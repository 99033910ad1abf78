// The widget's frame on a broadcaster's page, for the end-to-end tests and the benches alike.
import type { Frame, Page } from '@playwright/test'

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
