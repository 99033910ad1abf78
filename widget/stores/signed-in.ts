import type { Auth } from './auth'

/**
 * Runs a page-level store while its viewer is signed in: `start(token)` on a sign-in (or a new
 * token), `stop(true)` when the viewer is signed out, `stop(false)` when the last element using
 * it leaves the page. Returns the store's `retain()`: counted, released by calling the result.
 */
export function whileSignedIn(
  auth: Pick<Auth, '$auth'>,
  start: (token: string) => void,
  stop: (signedOut: boolean) => void,
): () => () => void {
  let users = 0
  let current: string | null = null
  let unsubscribe = () => {}
  return () => {
    if (users++ === 0) {
      unsubscribe = auth.$auth.subscribe((state) => {
        const token = state.status === 'signed-in' ? state.token : null
        if (token === current && state.status !== 'signed-out') return
        if (current !== null || state.status === 'signed-out') stop(state.status === 'signed-out')
        current = token
        if (token !== null) start(token)
      })
    }
    let released = false
    return () => {
      if (released) return
      released = true
      if (--users > 0) return
      unsubscribe()
      if (current !== null) stop(false)
      current = null
    }
  }
}
