import type { MatchKind } from '../../shared/api/types'

/** A small label pill; `match` colours it as an exact or related match. */
export function Badge({ children, match }: { children: string; match?: MatchKind }) {
  return (
    <span className="badge" data-match={match}>
      {children}
    </span>
  )
}
