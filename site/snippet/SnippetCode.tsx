import type { EmbedSnippet } from '../../shared/api'
import { CodeBlock } from '../ui'
import type { SnippetState } from './use-snippet'

/**
 * One part of the snippet (`pick`: the HTML or the CSP lines) as it arrives from the server:
 * a loading line first (the prerendered page has it too), then the code with its Copy
 * button, or what went wrong with Try again.
 */
export function SnippetCode({
  snippet,
  retry,
  pick,
  testId,
  copyLabel,
}: {
  snippet: SnippetState
  retry: () => void
  pick: (snippet: EmbedSnippet) => string
  testId: string
  copyLabel: string
}) {
  if (snippet.state === 'loading') {
    return (
      <p className="snippet-status" role="status">
        Loading the snippet from this server…
      </p>
    )
  }
  if (snippet.state === 'failed') {
    return (
      <p className="snippet-status" role="alert">
        The snippet could not be loaded: {snippet.message}.{' '}
        <button type="button" onClick={retry}>
          Try again
        </button>
      </p>
    )
  }
  return <CodeBlock text={pick(snippet.snippet)} testId={testId} copyLabel={copyLabel} />
}
