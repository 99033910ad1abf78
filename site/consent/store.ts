import { atom } from 'nanostores'
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT } from '../../shared/consent'
import type { SiteEnv } from '../env'
import {
  type Consent,
  cookieChanges,
  type OptionalCategory,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
} from './consent'

/**
 * Whether the banner shows, and why: no decision is stored yet, or someone asked for the
 * settings ('Cookie Settings', 'Reset Cookie Preferences'), which moves focus into it. Before
 * the store has started (the prerendered page, until hydration) it is `unread`: the banner is
 * there with its buttons disabled, and hidden where the page's early script found a decision.
 */
export type ConsentPrompt =
  | { open: false }
  | { open: true; requested: boolean }
  | { open: 'unread' }

/** The viewer's decision; null until one is made (or before the store has started). */
export const $consent = atom<Consent | null>(null)

/** The banner's state: unread on the server and until the store starts after hydration. */
export const $consentPrompt = atom<ConsentPrompt>({ open: 'unread' })

function readStored(env: SiteEnv): Consent | null {
  return parseConsent(env.storage.get(CONSENT_STORAGE_KEY))
}

/** Makes the browser's cookies match a decision (declined categories are removed). */
function applyCookies(env: SiteEnv, consent: Consent): void {
  for (const change of cookieChanges(consent, env.secure)) env.writeCookie(change)
}

/**
 * Reads the stored decision, opens the banner when there is none, and answers the window
 * events the widget's account sidebar and the cookie policy page send. Returns the stop.
 */
export function startConsent(env: SiteEnv): () => void {
  const stored = readStored(env)
  $consent.set(stored)
  $consentPrompt.set(stored ? { open: false } : { open: true, requested: false })
  const stopOpen = env.listen(OPEN_CONSENT_EVENT, () => {
    $consent.set(readStored(env))
    $consentPrompt.set({ open: true, requested: true })
  })
  const stopReset = env.listen(RESET_CONSENT_EVENT, () => {
    // No decision means no consent: what the optional categories left behind goes too.
    env.storage.remove(CONSENT_STORAGE_KEY)
    applyCookies(env, REJECT_ALL)
    $consent.set(null)
    $consentPrompt.set({ open: true, requested: true })
  })
  // A decision (or a reset) made in another tab, or in our own page framing /app, holds here too.
  const stopWatch = env.watchStorage(CONSENT_STORAGE_KEY, (value) => {
    const decided = parseConsent(value)
    $consent.set(decided)
    $consentPrompt.set(decided ? { open: false } : { open: true, requested: false })
  })
  return () => {
    stopOpen()
    stopReset()
    stopWatch()
  }
}

/** Stores a decision, sets or removes the cookies it implies, and closes the banner. */
export function decideConsent(env: SiteEnv, consent: Consent): void {
  env.storage.set(CONSENT_STORAGE_KEY, serializeConsent(consent, env.now()))
  applyCookies(env, consent)
  $consent.set(consent)
  $consentPrompt.set({ open: false })
}

/** Closes settings opened on request, keeping the decision; an undecided banner stays. */
export function dismissConsentSettings(): void {
  if ($consent.get() !== null) $consentPrompt.set({ open: false })
}

/** 'Cookie Settings': reopens the banner wherever it is mounted. */
export function openConsentSettings(env: SiteEnv): void {
  env.emit(OPEN_CONSENT_EVENT)
}

/** 'Reset Cookie Preferences': forgets the decision and asks again. */
export function resetConsent(env: SiteEnv): void {
  env.emit(RESET_CONSENT_EVENT)
}

/** Whether the viewer allowed a category; false while undecided. */
export function allows(category: OptionalCategory): boolean {
  return $consent.get()?.[category] ?? false
}
