import { useStore } from '@nanostores/react'
import type { Env } from '../env'
import type { Auth } from '../stores/auth'
import type { PageRewards } from './page-rewards'
import { SignedIn } from './SignedIn'
import { SignedOut } from './SignedOut'

export type AccountSidebarProps = {
  auth: Auth
  env: Env
  /** The widget's own site: FAQ, Terms and Privacy live there. */
  siteOrigin: string
  /** The signed-in rewards chunk (spec §2 Rewards, Wallet), once loaded. */
  rewards: PageRewards | null
}

/** The account sidebar (spec §2): loading, signed in or signed out, as the auth store says. */
export function AccountSidebar({ auth, env, siteOrigin, rewards }: AccountSidebarProps) {
  const state = useStore(auth.$auth)
  const busy = state.status === 'loading'
  return (
    <aside className="account" aria-label="Account" aria-busy={busy}>
      {busy ? (
        <>
          <p className="vh" role="status">
            Loading your account
          </p>
          <div className="profile skeleton" aria-hidden="true">
            <span className="avatar" />
            <div className="line" />
          </div>
        </>
      ) : state.status === 'signed-in' ? (
        <SignedIn
          user={state.user}
          auth={auth}
          env={env}
          siteOrigin={siteOrigin}
          rewards={rewards}
        />
      ) : (
        <SignedOut message={state.message} auth={auth} env={env} siteOrigin={siteOrigin} />
      )}
    </aside>
  )
}
