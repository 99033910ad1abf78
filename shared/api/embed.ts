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

/** `GET {api}/embed/check` (paths.embedCheck) when the page may show the channel; a refusal is a 4xx `{ error }`. */
export const EmbedCheckSchema = v.object({ ok: v.literal(true) })
