import * as v from 'valibot'
import { DEFAULT_API_PATH, type EmbedSnippet, EmbedSnippetSchema, paths } from '../../shared/api'
import { ErrorBodySchema } from '../../shared/api/error-codes'
import type { Theme, View } from '../../shared/bridge/protocol'
import type { SiteEnv } from '../env'

/** Which snippet to ask for: without view or theme the channel's defaults apply. */
export type SnippetQuery = { channelId: string; view?: View; theme?: Theme }

/** The snippet's address on the server that serves this page. */
export function snippetUrl({ channelId, view, theme }: SnippetQuery): string {
  const query = new URLSearchParams({ channelId })
  if (view) query.set('view', view)
  if (theme) query.set('theme', theme)
  return `${DEFAULT_API_PATH}${paths.embedSnippet}?${query}`
}

/**
 * Fetches the snippet from the server this page came from, so it names the origin that
 * server really runs on. Throws an Error that says what went wrong.
 */
export async function loadSnippet(
  env: SiteEnv,
  query: SnippetQuery,
  signal?: AbortSignal,
): Promise<EmbedSnippet> {
  const res = await env.fetch(snippetUrl(query), {
    headers: { accept: 'application/json' },
    signal,
  })
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const error = v.safeParse(ErrorBodySchema, body)
    throw new Error(
      error.success ? error.output.error.message : `the server answered ${res.status}`,
    )
  }
  const snippet = v.safeParse(EmbedSnippetSchema, body)
  if (!snippet.success) throw new Error('the server’s answer is not a snippet')
  return snippet.output
}
