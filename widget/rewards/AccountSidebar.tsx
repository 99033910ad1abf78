import { useStore } from '@nanostores/react'
import { type FocusEvent, useLayoutEffect, useRef } from 'react'
import type { Env } from '../env'
import type { Auth } from '../stores/auth'
import type { PageRewards } from './page-rewards'
import { SignedOut } from './SignedOut'

export type AccountSidebarProps = {
  auth: Auth
  env: Env
  /** The widget's own site: FAQ, Terms and Privacy live there. */
  siteOrigin: string
  /** The signed-in rewards chunk (the signed-in sidebar of spec §2), once loaded. */
  rewards: PageRewards | null
}

/**
 * The account sidebar (spec §2): loading, signed in or signed out, as the auth store says. The
 * signed-in view comes with the rewards chunk: until it has loaded, the sidebar shows loading.
 */
export function AccountSidebar({ auth, env, siteOrigin, rewards }: AccountSidebarProps) {
  const state = useStore(auth.$auth)
  const busy = state.status === 'loading' || (state.status === 'signed-in' && !rewards)
  // Whether focus is in the sidebar, or was lost there (its control disabled, as Sign Out
  // is while it works, or removed); false once the viewer moved it elsewhere.
  const focusHere = useRef(false)
  const signIn = useRef<HTMLButtonElement>(null)
  const focusOut = ({ currentTarget, target, relatedTarget }: FocusEvent<HTMLElement>) => {
    focusHere.current = relatedTarget
      ? currentTarget.contains(relatedTarget)
      : target.matches(':disabled') || !target.isConnected
  }
  // Signed out with focus here: the focused control went with the signed-in view.
  useLayoutEffect(() => {
    if (state.status === 'signed-out' && focusHere.current) signIn.current?.focus()
  }, [state.status])
  return (
    <aside
      className="account"
      aria-label="Account"
      aria-busy={busy}
      onFocusCapture={() => {
        focusHere.current = true
      }}
      onBlurCapture={focusOut}
    >
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
        rewards && <rewards.Account user={state.user} auth={auth} />
      ) : (
        <SignedOut
          message={state.message}
          auth={auth}
          env={env}
          siteOrigin={siteOrigin}
          signInRef={signIn}
        />
      )}
    </aside>
  )
}
