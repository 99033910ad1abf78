import { CodeBlock } from '../ui'
import type { SectionProps } from './sections'
import { LoadProblem } from './ui'
import { useLoad } from './use-load'

/** The snippet to paste (from `GET {api}/embed/snippet`) and the CSP lines a strict page needs. */
export function SnippetPanel(props: SectionProps) {
  if (props.channel.archived) {
    return (
      <div className="studio-panel">
        <h3>Your snippet</h3>
        <p className="studio-note">
          An archived channel has no snippet: its live store loads nowhere. Restore the channel to
          see it again.
        </p>
      </div>
    )
  }
  return <LiveSnippet {...props} />
}

function LiveSnippet({ studio, channel }: SectionProps) {
  const look = { view: channel.defaultView, theme: channel.defaultTheme }
  const { load, retry } = useLoad(`snippet:${channel.id}:${look.view}:${look.theme}`, (signal) =>
    studio.api.snippet(channel.id, look, { signal }),
  )
  return (
    <div className="studio-panel">
      <h3>Your snippet</h3>
      <p>
        Add and verify your page’s origin above, paste this into the page, and the live store
        appears there.
      </p>
      {load.state === 'loading' && (
        <p className="studio-status" role="status">
          Loading the snippet…
        </p>
      )}
      {load.state === 'failed' && (
        <LoadProblem what="The snippet" error={load.error} onRetry={retry} />
      )}
      {load.state === 'ready' && (
        <>
          <CodeBlock text={load.data.html} testId="studio-snippet" copyLabel="Copy snippet" />
          <h3>If your page has a Content-Security-Policy</h3>
          <p>Add these sources to it, or the browser will block the live store:</p>
          <CodeBlock text={load.data.csp} testId="studio-csp" copyLabel="Copy the CSP lines" />
        </>
      )}
    </div>
  )
}
