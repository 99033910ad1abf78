import { useStore } from '../preact-react/use-store'
import type { Status } from '../stores/status'
import { lastMatchText } from './labels'

/**
 * The AI status line ('Connecting...', 'Connected!', 'Searching for products...'). Once Live
 * shows products it reads as live: a steady dot and the last match time. Only the spec's text
 * is a live region; the time beside it is read in place, not announced as it changes.
 */
export function StatusLine({ status }: { status: Pick<Status, '$status' | '$lastMatch'> }) {
  const text = useStore(status.$status)
  const last = useStore(status.$lastMatch)
  return (
    <p className={last === null ? 'status' : 'status live'}>
      <span className="status-dot" aria-hidden="true" />
      <span role="status">{text}</span>
      {last !== null && <span className="last">{lastMatchText(last)}</span>}
    </p>
  )
}
