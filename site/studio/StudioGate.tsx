import { useStore } from '@nanostores/react'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrated } from '../hooks'
import { type Studio, useStudioEnvFactory } from './context'
import type { StudioEnv } from './env'
import {
  $studioSession,
  type SessionWatch,
  startStudioSession,
  studioApi,
  studioSignIn,
  studioSignOut,
} from './session'

/** The Studio's first words: on the prerendered shell and to anyone signed out. */
export const STUDIO_INTRO =
  'The Studio is where broadcasters run their channels on Shoppable TV: create a channel, say which of your sites may show it, and copy the snippet that puts the live store on your page.'

/**
 * What every Studio page shows while it finds out who is there. The same markup on every
 * Studio route, so the one prerendered shell hydrates cleanly under any of them.
 */
function StudioShell({ children }: { children: ReactNode }) {
  return (
    <article className="page studio">
      <h1>Studio</h1>
      <p className="lead">{STUDIO_INTRO}</p>
      {children}
    </article>
  )
}

function Checking() {
  return (
    <p className="studio-status" role="status">
      Loading the Studio…
    </p>
  )
}

function SignedOut({ env, notice }: { env: StudioEnv; notice: string | null }) {
  return (
    <>
      {notice && (
        <p className="studio-error" role="alert">
          {notice}
        </p>
      )}
      <p>
        Sign in with the same account you use as a viewer. If you have never been here, signing in
        is all it takes to start: your first channel is one form away.
      </p>
      <p>
        <button type="button" onClick={() => studioSignIn(env)}>
          Sign in
        </button>
      </p>
    </>
  )
}

function Unreachable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="studio-error" role="alert">
        {message}
      </p>
      <p>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </p>
    </>
  )
}

function UserBar({ studio }: { studio: Studio }) {
  const [leaving, setLeaving] = useState(false)
  const { name, displayName, email } = studio.user
  const shown = displayName || name || email
  return (
    <div className="studio-user">
      <p>
        Signed in as <strong>{shown}</strong>
        {shown !== email && <> ({email})</>}
      </p>
      <button
        type="button"
        className="secondary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          void studioSignOut(studio.env)
        }}
      >
        {leaving ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  )
}

/**
 * A Studio page's frame: the loading shell until hydrated and while the session is checked,
 * the signed-out explanation with "Sign in", or the signed-in page with who is signed in. The
 * shell stays one element through those states, so nothing is rebuilt under the reader.
 */
export function StudioGate({ children }: { children: (studio: Studio) => ReactNode }) {
  const hydrated = useHydrated()
  const makeEnv = useStudioEnvFactory()
  // The browser exists only once hydrated; until then the page is the prerendered shell.
  const base = useMemo(() => {
    if (!hydrated) return null
    const env = makeEnv()
    return { env, api: studioApi(env) }
  }, [hydrated, makeEnv])
  const session = useStore($studioSession)
  const watch = useRef<SessionWatch | null>(null)
  useEffect(() => {
    if (!base) return
    const started = startStudioSession(base.env)
    watch.current = started
    return () => started.stop()
  }, [base])
  if (base && session.status === 'signed-in') {
    const studio: Studio = { ...base, user: session.user }
    return (
      <article className="page wide studio">
        <UserBar studio={studio} />
        {children(studio)}
      </article>
    )
  }
  return (
    <StudioShell>
      {base && session.status === 'signed-out' ? (
        <SignedOut env={base.env} notice={session.notice} />
      ) : base && session.status === 'unreachable' ? (
        <Unreachable message={session.message} onRetry={() => watch.current?.recheck()} />
      ) : (
        <Checking />
      )}
    </StudioShell>
  )
}
