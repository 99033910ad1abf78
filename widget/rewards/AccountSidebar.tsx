import { type FocusEvent, useLayoutEffect, useRef, useState } from 'react'
import type { Env } from '../env'
import { useStore } from '../preact-react/use-store'
import type { Auth } from '../stores/auth'
import { ACCOUNT_CSS, adoptAccountStyles } from './account-styles'
import type { PageRewards } from './page-rewards'
import { SignedOut } from './SignedOut'
import { ContactUs, SupportList } from './Support'

export type AccountSidebarProps = {
  auth: Auth
  env: Env
  /** The widget's own site: FAQ, Terms and Privacy live there. */
  siteOrigin: string
  /** The signed-in rewards chunk (the signed-in sidebar of spec §2), once loaded. */
  rewards: PageRewards | null
}

/**
 * The account sidebar (spec §2), a lazy chunk of its own with the guest view and Support: the
 * element loads it when the account sheet first opens, or at once for view="account". Loading, signed in or signed out, as the auth store says. The
 * signed-in view comes with the rewards chunk: until it has loaded, the sidebar shows loading.
 */
export function AccountSidebar({ auth, env, siteOrigin, rewards }: AccountSidebarProps) {
  const state = useStore(auth.$auth)
  const busy = state.status === 'loading' || (state.status === 'signed-in' && !rewards)
  // Whether focus is in the sidebar, or was lost there (its control disabled, as Sign Out
  // is while it works, or removed); false once the viewer moved it elsewhere.
  const focusHere = useRef(false)
  const signIn = useRef<HTMLButtonElement>(null)
  const aside = useRef<HTMLElement>(null)
  // The sidebar's rules come with it: adopted by the shadow root, else a <style> of its own.
  const [inlineStyles, setInlineStyles] = useState(false)
  useLayoutEffect(() => {
    const root = aside.current?.getRootNode()
    if (root && !adoptAccountStyles(root)) setInlineStyles(true)
  }, [])
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
      ref={aside}
      className="account"
      aria-label="Account"
      aria-busy={busy}
      onFocusCapture={() => {
        focusHere.current = true
      }}
      onBlurCapture={focusOut}
    >
      {inlineStyles && <style>{ACCOUNT_CSS}</style>}
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
        rewards && (
          <rewards.Account
            user={state.user}
            auth={auth}
            support={
              <>
                <SupportList env={env} siteOrigin={siteOrigin} />
                <ContactUs />
              </>
            }
          />
        )
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

// The chunk's other entry: the sidebar in the account bar's sheet.
export { AccountSheet } from './AccountSheet'
