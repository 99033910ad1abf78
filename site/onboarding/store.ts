import { atom } from 'nanostores'
import { AUTH_EVENTS, AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import type { SiteEnv } from '../env'
import { ONBOARDING_STEPS } from './steps'

/** Local storage key that remembers the tutorial was skipped or finished (spec §4). */
export const ONBOARDING_SKIPPED_KEY = 'onboardingSkipped'

/** The tutorial: closed, or open at a step (0-based). */
export type Onboarding = { open: false } | { open: true; step: number }

export const $onboarding = atom<Onboarding>({ open: false })

/** "Signed in" for the tutorial: a session token is stored (spec §3 `authToken`). */
function signedIn(env: SiteEnv): boolean {
  return Boolean(env.storage.get(AUTH_TOKEN_KEY))
}

function skipped(env: SiteEnv): boolean {
  return env.storage.get(ONBOARDING_SKIPPED_KEY) !== null
}

/**
 * Opens the tutorial ONBOARDING_DELAY_MS after load for a signed-out viewer who has not
 * skipped it (spec §4, §9); a sign-in meanwhile cancels or closes it. Returns the stop.
 */
export function scheduleOnboarding(env: SiteEnv): () => void {
  if (skipped(env)) return () => {}
  const timer = env.setTimeout(() => {
    if (!skipped(env) && !signedIn(env)) $onboarding.set({ open: true, step: 0 })
  }, ONBOARDING_DELAY_MS)
  const stopAuth = env.listen(AUTH_EVENTS.authenticated, () => $onboarding.set({ open: false }))
  return () => {
    env.clearTimeout(timer)
    stopAuth()
  }
}

/** Moves to another step, within the tutorial's bounds. */
export function showStep(step: number): void {
  if (!$onboarding.get().open) return
  const last = ONBOARDING_STEPS.length - 1
  $onboarding.set({ open: true, step: Math.min(Math.max(step, 0), last) })
}

/** Skip, Escape or the last step's button: closes the tutorial for good on this browser. */
export function endOnboarding(env: SiteEnv): void {
  env.storage.set(ONBOARDING_SKIPPED_KEY, 'true')
  $onboarding.set({ open: false })
}
