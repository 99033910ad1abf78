// The widget's frame on a broadcaster's page, for the end-to-end tests and the benches alike.
import type { Frame, Page } from '@playwright/test'

const isEmbed = (frame: Frame): boolean => {
  try {
    return new URL(frame.url()).pathname === '/embed'
  } catch {
    return false
  }
}

/**
 * The widget's frame on a broadcaster's page (the loader's iframe, path `/embed`): at once if
 * the page has it, else when it first navigates there (an event, not a poll), within `timeoutMs`.
 */
export async function embedFrame(page: Page, timeoutMs = 30_000): Promise<Frame> {
  const frame = page.frames().find(isEmbed)
  if (frame) return frame
  return page.waitForEvent('framenavigated', { predicate: isEmbed, timeout: timeoutMs })
}
