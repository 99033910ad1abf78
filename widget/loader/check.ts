import { DEFAULT_API_PATH, EMBED_CHECK_PATH } from '../../shared/api/paths'

/** Not in the spec: how long the loader waits for the embed check before it frames anyway. */
export const EMBED_CHECK_WAIT_MS = 5_000

/** The part of fetch the check uses (tests pass a fake). */
export type CheckFetch = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'status' | 'json'>>

/**
 * Asks our server whether a page on `parentOrigin` may show the channel (ARCHITECTURE.md §10).
 * Resolves with the server's words when it refuses (a 4xx `{ error: { code, message } }`), else null: also when it
 * cannot say (offline, blocked, 5xx, no answer in time), so the check never stops an embed
 * that would work.
 */
export function embedRefusal(
  fetch: CheckFetch,
  widgetOrigin: string,
  channelId: string,
  parentOrigin: string,
): Promise<string | null> {
  const query = new URLSearchParams({ channelId, parentOrigin })
  const url = `${widgetOrigin}${DEFAULT_API_PATH}${EMBED_CHECK_PATH}?${query}`
  return Promise.race([
    fetch(url, { credentials: 'omit' }).then(async (res) => {
      // Whatever a 4xx holds: only a string `error.message` is the server's refusal.
      const body: { error?: { message?: unknown } } | null =
        res.status > 399 && res.status < 500 ? await res.json() : null
      const message = body?.error?.message
      return typeof message === 'string' ? message : null
    }),
    new Promise<null>((resolve) => setTimeout(resolve, EMBED_CHECK_WAIT_MS, null)),
  ]).catch(() => null)
}
