import type { ReviewedMatch, ReviewedSegment } from '../../shared/api/studio'
import { KIND_LABEL, reasonText, scoreText } from './on-air'

/** What an editor may do with a match from the list. */
export type MatchAction =
  | { kind: 'pin'; match: ReviewedMatch }
  | { kind: 'block-product'; match: ReviewedMatch }
  | { kind: 'block-vendor'; match: ReviewedMatch }
  | { kind: 'approve'; match: ReviewedMatch }
  | { kind: 'reject'; match: ReviewedMatch }

const SOURCE_LABEL: Record<ReviewedSegment['source'], string> = {
  program: 'Program',
  broadcaster: 'Broadcaster',
  pin: 'Pinned',
}

const STATUS_LABEL: Record<ReviewedMatch['status'], string> = {
  live: 'Live',
  pending: 'Waiting for approval',
  rejected: 'Rejected',
}

type ActProps = { busy: boolean; onAct: (action: MatchAction) => void }

function MatchButtons({ match, busy, onAct }: ActProps & { match: ReviewedMatch }) {
  const button = (kind: MatchAction['kind'], label: string, secondary = true) => (
    <button
      type="button"
      className={secondary ? 'secondary' : undefined}
      disabled={busy}
      onClick={() => onAct({ kind, match })}
    >
      {label}
      <span className="visually-hidden">
        {' '}
        {kind === 'block-vendor' ? match.vendor : match.title}
      </span>
    </button>
  )
  return (
    <div className="studio-actions">
      {match.status === 'pending' && button('approve', 'Approve', false)}
      {match.status === 'pending' && button('reject', 'Reject')}
      {button('pin', 'Pin')}
      {button('block-product', 'Block item')}
      {button('block-vendor', 'Block vendor')}
    </div>
  )
}

function SegmentItem({ segment, ...act }: ActProps & { segment: ReviewedSegment }) {
  return (
    <li className="studio-segment">
      <p className="studio-meta">
        <time dateTime={segment.airedAt}>{new Date(segment.airedAt).toLocaleTimeString()}</time>
        {' · '}
        {SOURCE_LABEL[segment.source]}
        {segment.title && ` · ${segment.title}`}
      </p>
      <p className="studio-caption">{segment.caption || 'No caption.'}</p>
      {segment.entities.length > 0 && (
        <p className="studio-meta">Names on screen: {segment.entities.join(', ')}</p>
      )}
      {segment.matches.length === 0 ? (
        <p className="studio-empty">Nothing matched.</p>
      ) : (
        <ul className="studio-matches" aria-label="Matches">
          {segment.matches.map((match) => (
            <li key={match.id} data-status={match.status}>
              <strong>{match.title}</strong>
              <span className="studio-meta">
                {match.vendor} · {match.type} · {KIND_LABEL[match.kind]} · confidence{' '}
                {scoreText(match.score)} ·{' '}
                <span className="studio-badge">{STATUS_LABEL[match.status]}</span>
              </span>
              <span>{reasonText(match.reason, segment.source === 'pin')}</span>
              <MatchButtons match={match} {...act} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** The recent segments, newest first, each with its matches and what can be done with them. */
export function SegmentList({ segments, ...act }: ActProps & { segments: ReviewedSegment[] }) {
  if (!segments.length) {
    return (
      <p className="studio-empty">
        Nothing has been on air yet. Upload a schedule, or send a caption with the channel key.
      </p>
    )
  }
  return (
    <ol className="studio-segments" aria-label="Recent segments, newest first">
      {segments.map((segment) => (
        <SegmentItem key={`${segment.key}@${segment.airedAt}`} segment={segment} {...act} />
      ))}
    </ol>
  )
}
