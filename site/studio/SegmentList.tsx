import { useEffect, useRef, useState } from 'react'
import type { ReviewedMatch, ReviewedSegment } from '../../shared/api/studio'
import { KIND_LABEL, reasonText, scoreText } from './on-air'
import { utcText } from './time'

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
  stream: 'From the stream',
}

const STATUS_LABEL: Record<ReviewedMatch['status'], string> = {
  live: 'Live',
  pending: 'Waiting for approval',
  rejected: 'Rejected',
}

/** Not in the spec: the matches an opened segment lists before "Show the other …". */
export const MATCHES_AT_FIRST = 3

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

/** A segment's line in the list: when, whence, its title and what it matched, in short. */
export function segmentSummary(segment: ReviewedSegment): string {
  const count = segment.matches.length
  const waiting = segment.matches.filter((match) => match.status === 'pending').length
  const matched = count === 0 ? 'nothing matched' : `${count} ${count === 1 ? 'match' : 'matches'}`
  return [
    SOURCE_LABEL[segment.source],
    segment.title,
    waiting ? `${matched}, ${waiting} waiting` : matched,
  ]
    .filter(Boolean)
    .join(' · ')
}

function SegmentItem({
  segment,
  open,
  ...act
}: ActProps & { segment: ReviewedSegment; open: boolean }) {
  // The best few first (they come by score); the rest on demand, so one busy segment stays short.
  const [all, setAll] = useState(false)
  const shown = all ? segment.matches : segment.matches.slice(0, MATCHES_AT_FIRST)
  const hidden = segment.matches.length - shown.length
  const list = useRef<HTMLUListElement>(null)
  // The button goes once pressed: focus moves to the first match it showed.
  const moved = useRef(false)
  useEffect(() => {
    if (!all || moved.current) return
    moved.current = true
    list.current?.querySelectorAll('li')[MATCHES_AT_FIRST]?.querySelector('button')?.focus()
  }, [all])
  return (
    <li className="studio-segment">
      <details open={open}>
        <summary className="studio-meta">
          <time dateTime={segment.airedAt}>{utcText(segment.airedAt, true)}</time>
          {' · '}
          {segmentSummary(segment)}
        </summary>
        <p className="studio-caption">{segment.caption || 'No caption.'}</p>
        {segment.entities.length > 0 && (
          <p className="studio-meta">Names on screen: {segment.entities.join(', ')}</p>
        )}
        {segment.matches.length > 0 && (
          <ul className="studio-matches" aria-label="Matches" ref={list}>
            {shown.map((match) => (
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
        {hidden > 0 && (
          <button type="button" className="link-button" onClick={() => setAll(true)}>
            Show the other {hidden} {hidden === 1 ? 'match' : 'matches'}
          </button>
        )}
      </details>
    </li>
  )
}

/**
 * The recent segments, newest first: the newest open, older ones collapsed to a line each
 * (opened by their summary), so a long broadcast does not push the rest of the page away.
 */
export function SegmentList({ segments, ...act }: ActProps & { segments: ReviewedSegment[] }) {
  if (!segments.length) {
    return (
      <p className="studio-empty">
        Nothing has been on air yet. <a href="#on-air">Upload a schedule</a>, or send a caption with
        the <a href="#key">channel key</a>.
      </p>
    )
  }
  return (
    <ol className="studio-segments" aria-label="Recent segments, newest first">
      {segments.map((segment, index) => (
        <SegmentItem
          key={`${segment.key}@${segment.airedAt}`}
          segment={segment}
          open={index === 0}
          {...act}
        />
      ))}
    </ol>
  )
}
