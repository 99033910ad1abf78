import type { Ref } from 'react'
import type { Env } from '../env'
import type { Auth } from '../stores/auth'
import { SupportList } from './Support'

/** Spec §2 check-in panel text for a guest. */
export const SIGNED_OUT_CHECKIN_TEXT = 'Please sign in to earn daily rewards!'

/** The signed-out account sidebar of spec §2, with why the last session ended, if it failed. */
export function SignedOut({
  message,
  auth,
  env,
  siteOrigin,
  signInRef,
}: {
  message: string | null
  auth: Auth
  env: Env
  siteOrigin: string
  /** The Sign in button, for the sidebar to move focus to. */
  signInRef?: Ref<HTMLButtonElement>
}) {
  return (
    <>
      <h2 className="acct-name">Welcome to Shoppable TV</h2>
      <p className="muted">Sign in to earn points, vote and keep favourites.</p>
      {message && (
        <p className="notice" role="alert">
          {message}
        </p>
      )}
      <button type="button" className="btn primary" onClick={auth.signIn} ref={signInRef}>
        Sign in with Google
      </button>
      <section className="acct-sec panel" aria-label="Daily check-in">
        <p>{SIGNED_OUT_CHECKIN_TEXT}</p>
      </section>
      <SupportList env={env} siteOrigin={siteOrigin} />
    </>
  )
}
