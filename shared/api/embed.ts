import * as v from 'valibot'

/**
 * `GET {api}/embed/snippet` (paths.embedSnippet): what a broadcaster pastes into a page,
 * made by `embedSnippet()` (shared/embed-snippet.ts) from the server's public origin.
 */
export const EmbedSnippetSchema = v.object({
  /** The versioned loader's script tag and one `<shoppable-tv>` element. */
  html: v.string(),
  /** `{origin}/widget/{version}/loader.js`. */
  loaderUrl: v.string(),
  /** The loader's Subresource Integrity value (`sha384-…`); null when the server has no built loader. */
  integrity: v.nullable(v.string()),
  /** The Content-Security-Policy sources a page with a policy adds, one directive per line. */
  csp: v.string(),
})
export type EmbedSnippet = v.InferOutput<typeof EmbedSnippetSchema>

/** `GET {api}/embed/check` (paths.embedCheck) when the page may show the channel; a refusal is a 4xx error whose message is `refusalText`'s. */
export const EmbedCheckSchema = v.object({ ok: v.literal(true) })

/** Why a page may not show a channel (`GET {api}/embed/check`'s refusals). */
export type EmbedRefusal = 'unknown-channel' | 'archived' | 'unregistered' | 'unverified'

/**
 * The check's words for a refusal, which the loader writes to the page's console as they are:
 * the page's origin, the channel and the Studio page that fixes it (`publicOrigin` is ours).
 */
export function refusalText(
  refusal: EmbedRefusal,
  {
    channelId,
    parentOrigin,
    publicOrigin,
  }: Record<'channelId' | 'parentOrigin' | 'publicOrigin', string>,
): string {
  const studio = `${publicOrigin}/studio`
  const channelPage = `${studio}/channels/${encodeURIComponent(channelId)}`
  const wontLoad = 'so the live store will not load on this page.'
  switch (refusal) {
    case 'unregistered':
      return `Shoppable TV: ${parentOrigin} is not registered for the channel "${channelId}", ${wontLoad} The channel's owner can add this origin in the Studio: ${channelPage}`
    case 'unverified':
      return `Shoppable TV: ${parentOrigin} is registered for the channel "${channelId}" but not verified yet, ${wontLoad} The channel's owner can verify it in the Studio (a file or a meta tag on this origin shows they control it): ${channelPage}`
    case 'archived':
      return `Shoppable TV: the channel "${channelId}" is archived, ${wontLoad} Its owner can restore it in the Studio: ${channelPage}`
    case 'unknown-channel':
      return `Shoppable TV: there is no channel "${channelId}", ${wontLoad} Check the channel-id attribute of <shoppable-tv>; channels are created in the Studio: ${studio}`
  }
}
