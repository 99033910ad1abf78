import { type ReactNode, useState } from 'react'
import type { Env } from '../env'
import type { Auth, User } from '../stores/auth'
import type { Points } from '../stores/points'
import type { Wallet } from '../stores/wallet'
import { Avatar } from './Avatar'
import { emailHandle } from './avatar'
import { RewardsPanel } from './RewardsPanel'
import { WalletRows } from './WalletRows'

/** Spec §2 placeholder rows: shown for what the account will hold, doing nothing yet. */
const PLACEHOLDERS: readonly [label: string, value?: string][] = [
  ['Orders & returns'],
  ['Details & password'],
  ['Refer a friend'],
  ['My location', 'United States'],
  ['Shopping preference', 'Women / Men'],
]

/**
 * Not in the spec: said when the browser keeps nothing for the widget (a third-party frame
 * where third-party storage is blocked), so the session lives only as long as the page.
 */
export const SESSION_NOT_KEPT_TEXT =
  'This browser does not let the widget remember you on this page: after a reload, please sign in again.'

/**
 * The signed-in account sidebar of spec §2. Part of the lazy rewards chunk (page-rewards.tsx):
 * guests never show it, so the widget core does not carry it.
 */
export function SignedIn({
  user,
  auth,
  env,
  points,
  wallet,
  support,
}: {
  user: User
  auth: Pick<Auth, 'signOut'>
  env: Env
  points: Points
  wallet: Wallet
  /** Support and Contact us: the sidebar's own chunk draws them (guests show them too). */
  support: ReactNode
}) {
  const [leaving, setLeaving] = useState(false)
  const signOut = () => {
    setLeaving(true)
    void auth.signOut()
  }
  return (
    <>
      <div className="profile">
        <Avatar seed={user.avatarSeed} />
        <div>
          <h2 className="acct-name" data-testid="account-name">
            {user.name}
          </h2>
          <p className="muted">{emailHandle(user.email)}</p>
        </div>
      </div>
      {env.storage.persists() ? null : (
        <p className="muted" data-testid="session-not-kept">
          {SESSION_NOT_KEPT_TEXT}
        </p>
      )}
      <RewardsPanel points={points} />
      <WalletRows wallet={wallet} />
      <ul className="rows">
        {PLACEHOLDERS.map(([label, value]) => (
          <li key={label} className="row soon">
            <span>{label}</span>
            <span className="muted">{value ?? 'Soon'}</span>
          </li>
        ))}
      </ul>
      {support}
      <button type="button" className="btn" onClick={signOut} disabled={leaving}>
        Sign Out
      </button>
    </>
  )
}
