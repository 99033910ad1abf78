import type { ReactNode } from 'react'
import { formatPoints } from '../../shared/rules/points'
import { useStore } from '../preact-react/use-store'
import type { CheckIn, Points } from '../stores/points'
import { Icon, type IconName } from '../ui/icons'

/** The check-in indicator of spec §2: a check mark, a link icon or a circle, with its words. */
const INDICATOR: Record<Exclude<CheckIn['state'], 'wallet-required'>, [IconName, string]> = {
  'done-today': ['check', 'Checked in today'],
  available: ['circle', 'Not checked in yet'],
}

/** Today's check-in line: what the indicator says, or (without a wallet) the one message. */
function CheckInLine({ checkIn, days }: { checkIn: CheckIn; days: number }) {
  const [icon, text] =
    checkIn.state === 'wallet-required'
      ? (['link', checkIn.message] as const)
      : INDICATOR[checkIn.state]
  return (
    <p className="checkin" data-state={checkIn.state} data-testid="checkin-state">
      <span className="ck">
        <Icon name={icon} />
      </span>
      {text}
      {days > 0 && ` · ${days}-day streak`}
    </p>
  )
}

/**
 * Spec §2 Rewards: the points, today's check-in, the streak and the countdown. Without a linked
 * wallet (an expected state, not an error) one calm line says so, and the Wallet section just
 * below holds the one action, Link Wallet; no countdown to a check-in that cannot happen.
 */
export function RewardsPanel({ points }: { points: Points }) {
  const state = useStore(points.$points)
  const countdown = useStore(points.$countdown)
  let body: ReactNode
  if (state.status === 'ready') {
    body = (
      <>
        <p className="points">
          <strong data-testid="points-total">{formatPoints(state.total)}</strong> points
        </p>
        <CheckInLine checkIn={state.checkIn} days={state.days} />
        {state.checkIn.state !== 'wallet-required' && (
          <p className="muted">
            Next check-in: <span data-testid="countdown">{countdown}</span>
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
