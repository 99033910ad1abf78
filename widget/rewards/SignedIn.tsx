import { useState } from 'react'
import type { Env } from '../env'
import type { Auth, User } from '../stores/auth'
import { Avatar } from './Avatar'
import { emailHandle } from './avatar'
import type { PageRewards } from './page-rewards'
import { ContactUs, SupportList } from './Support'

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

/** The signed-in account sidebar of spec §2. */
export function SignedIn({
  user,
  auth,
  env,
  siteOrigin,
  rewards,
}: {
  user: User
  auth: Auth
  env: Env
  siteOrigin: string
  /** The signed-in rewards chunk, once loaded. */
  rewards: PageRewards | null
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
      {rewards ? (
        <rewards.Sidebar siteOrigin={siteOrigin} />
      ) : (
        <section className="acct-sec panel" aria-labelledby="stv-rewards" aria-busy="true">
          <h3 id="stv-rewards">Rewards</h3>
          <p className="muted">Loading your rewards…</p>
        </section>
      )}
      <ul className="rows">
        {PLACEHOLDERS.map(([label, value]) => (
          <li key={label} className="row soon">
            <span>{label}</span>
            <span className="muted">{value ?? 'Soon'}</span>
          </li>
        ))}
      </ul>
      <SupportList env={env} siteOrigin={siteOrigin} />
      <ContactUs />
      <button type="button" className="btn" onClick={signOut} disabled={leaving}>
        Sign Out
      </button>
    </>
  )
}
