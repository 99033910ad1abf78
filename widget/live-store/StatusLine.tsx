import type { ReadableAtom } from 'nanostores'
import { useStore } from '../preact-react/use-store'
import type { Status } from '../stores/status'
import { LIVE_TEXT, lastMatchText } from './labels'

/**
 * The AI status line ('Connecting...', 'Connected!', 'Searching for products...'). Once Live
 * shows products it reads as live: a dot that rings as each new product arrives (keyed on the
 * last match, so the stylesheet's ring plays again) and the last match time. Only the spec's text
 * is a live region; the time beside it is read in place, not announced as it changes. While
 * the store cannot be reached (`unreachable`) one quiet line follows the spec's text in the
 * same polite region (announced once as it appears) and the dot stops reading as live.
 */
export function StatusLine({
  status,
  unreachable,
}: {
  status: Pick<Status, '$status' | '$lastMatch'>
  unreachable: ReadableAtom<boolean>
}) {
  const text = useStore(status.$status)
  const last = useStore(status.$lastMatch)
  const away = useStore(unreachable)
  return (
    <p className={away ? 'status away' : last === null ? 'status' : 'status live'}>
      <span key={last ?? 'none'} className="status-dot" aria-hidden="true" />
      <span role="status">
        {text}
        {away && <span className="away-text"> {LIVE_TEXT.unreachable}</span>}
      </span>
      {last !== null && <span className="last">{lastMatchText(last)}</span>}
    </p>
  )
}
