import { useCallback, useEffect, useState } from 'react'
import type { EmbedSnippet } from '../../shared/api'
import { browserEnv } from '../env'
import { loadSnippet, type SnippetQuery } from './load'

/** Where the snippet is: on its way (also in the prerendered page), here, or not coming. */
export type SnippetState =
  | { state: 'loading' }
  | { state: 'ready'; snippet: EmbedSnippet }
  | { state: 'failed'; message: string }

/** The snippet for a query, fetched once hydrated and again when the query changes or on retry. */
export function useSnippet({ channelId, view, theme }: SnippetQuery) {
  const [snippet, setSnippet] = useState<SnippetState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    // `attempt` is read so a retry runs the effect again.
    void attempt
    const controller = new AbortController()
    setSnippet({ state: 'loading' })
    // An answer for a query that has since changed is dropped.
    const settle = (next: SnippetState) => controller.signal.aborted || setSnippet(next)
    loadSnippet(browserEnv(), { channelId, view, theme }, controller.signal).then(
      (loaded) => settle({ state: 'ready', snippet: loaded }),
      (error: unknown) =>
        settle({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    )
    return () => controller.abort()
  }, [channelId, view, theme, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { snippet, retry }
}
