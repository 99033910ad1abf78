import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { formatPoints } from '../../shared/rules/points'
import type { CheckIn, Points } from '../stores/points'

/** The check-in indicator of spec §2: a check mark, a link icon or a circle, with its words. */
const INDICATOR: Record<CheckIn['state'], [glyph: string, text: string]> = {
  'done-today': ['✓', 'Checked in today'],
  'wallet-required': ['🔗', 'Link a wallet to check in'],
  available: ['○', 'Not checked in yet'],
}

/** Spec §2 Rewards: the points, today's check-in, the streak and the countdown. */
export function RewardsPanel({ points }: { points: Points }) {
  const state = useStore(points.$points)
  const countdown = useStore(points.$countdown)
  let body: ReactNode
  if (state.status === 'ready') {
    const [glyph, text] = INDICATOR[state.checkIn.state]
    body = (
      <>
        <p className="points">
          <strong data-testid="points-total">{formatPoints(state.total)}</strong> points
        </p>
        <p className="checkin" data-state={state.checkIn.state}>
          <span className="ck" aria-hidden="true">
            {glyph}
          </span>
          {text}
          {state.days > 0 && ` · ${state.days}-day streak`}
        </p>
        <p className="muted">
          Next check-in: <span data-testid="countdown">{countdown}</span>
        </p>
        {state.checkIn.state === 'wallet-required' && (
          <p className="notice" role="status">
            {state.checkIn.message}
          </p>
        )}
      </>
    )
  } else if (state.status === 'unavailable') {
    body = (
      <>
        <p className="muted">Points are unavailable right now.</p>
        <button type="button" className="retry" onClick={points.refresh}>
          Retry
        </button>
      </>
    )
  } else body = <p className="muted">Loading your points…</p>
  return (
    <section
      className="acct-sec panel"
      aria-labelledby="stv-rewards"
      aria-busy={state.status !== 'ready'}
    >
      <h3 id="stv-rewards">Rewards</h3>
      {body}
    </section>
  )
}
