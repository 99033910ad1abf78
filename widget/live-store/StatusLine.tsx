import type { ReadableAtom } from 'nanostores'
import { useStore } from '../preact-react/use-store'
import { STATUS_TEXT, type Status } from '../stores/status'
import { LIVE_TEXT, lastMatchText } from './labels'

/**
 * The widest things the line may read, each as the line would lay it out: the spec's longest
 * text beside a last match time, and the store being reached again (alone).
 */
const WIDEST = [
  [STATUS_TEXT.more, lastMatchText(0)],
  [LIVE_TEXT.unreachable, null],
] as const

/**
 * The AI status line ('Connecting...', 'Connected!', 'Searching for products...' or, with
 * products shown, 'Searching for more products...'). Once Live
 * shows products it reads as live: a dot that rings as each new product arrives (keyed on the
 * last match, so the stylesheet's ring plays again) and the last match time. Only the spec's text
 * is a live region; the time beside it is read in place, not announced as it changes. While
 * the store cannot be reached (`unreachable`) one quiet line follows the spec's text in the
 * same polite region (announced once as it appears); it is shown alone, in place of the
 * spec's text and the time, and the dot stops reading as live.
 *
 * The line never changes its height (issue 17: what follows it would move). Unseen copies of
 * its widest texts lie in the same place (`.status-size`, their text in the stylesheet's
 * `content`, so no one reads it): the line is as tall as the tallest of them at any width.
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
      <span className="status-row">
        <span key={last ?? 'none'} className="status-dot" aria-hidden="true" />
        <span role="status">
          <span className={away ? 'vh' : undefined}>{text}</span>
          {away && <span className="away-text"> {LIVE_TEXT.unreachable}</span>}
        </span>
        {last !== null && !away && <span className="last">{lastMatchText(last)}</span>}
      </span>
      {WIDEST.map(([text, time]) => (
        <span key={text} className="status-row status-size" aria-hidden="true">
          <span data-text={text} />
          {time && <span data-text={time} />}
        </span>
      ))}
    </p>
  )
}
