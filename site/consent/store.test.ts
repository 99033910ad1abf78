import { afterEach, describe, expect, test } from 'vitest'
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT } from '../../shared/consent'
import { fakeEnv } from '../env/testing'
import { ACCEPT_ALL, REJECT_ALL, serializeConsent } from './consent'
import {
  $consent,
  $consentPrompt,
  allows,
  decideConsent,
  dismissConsentSettings,
  openConsentSettings,
  resetConsent,
  startConsent,
} from './store'

let stop: () => void = () => {}
afterEach(() => stop())

function decidedEnv(consent = ACCEPT_ALL) {
  const env = fakeEnv()
  env.stored.set(CONSENT_STORAGE_KEY, serializeConsent(consent, new Date()))
  return env
}

describe('the consent store', () => {
  test('asks without taking focus when nothing is stored', () => {
    stop = startConsent(fakeEnv())
    expect($consent.get()).toBeNull()
    expect($consentPrompt.get()).toEqual({ open: true, requested: false })
    expect(allows('analytics')).toBe(false)
  })

  test('stays closed when a decision is stored, and reports it', () => {
    stop = startConsent(decidedEnv({ ...REJECT_ALL, analytics: true }))
    expect($consentPrompt.get()).toEqual({ open: false })
    expect(allows('analytics')).toBe(true)
    expect(allows('marketing')).toBe(false)
  })

  test('a decision is stored, sets its cookies and closes the banner', () => {
    const env = fakeEnv()
    stop = startConsent(env)
    decideConsent(env, ACCEPT_ALL)
    expect(JSON.parse(env.stored.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject(ACCEPT_ALL)
    expect(env.cookies).toEqual(['stv_analytics=1; Max-Age=63072000; Path=/; SameSite=Lax; Secure'])
    expect($consentPrompt.get()).toEqual({ open: false })
  })

  test("'Cookie Settings' from the widget reopens the banner on request", () => {
    const env = decidedEnv()
    stop = startConsent(env)
    env.fire(OPEN_CONSENT_EVENT)
    expect($consentPrompt.get()).toEqual({ open: true, requested: true })
    dismissConsentSettings()
    expect($consentPrompt.get()).toEqual({ open: false })
  })

  test("'Reset Cookie Preferences' from the widget forgets the decision and its cookies", () => {
    const env = decidedEnv()
    stop = startConsent(env)
    env.fire(RESET_CONSENT_EVENT)
    expect(env.stored.has(CONSENT_STORAGE_KEY)).toBe(false)
    expect(env.cookies).toEqual([
      'stv_analytics=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'stv_marketing=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'stv_functional=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ])
    expect($consent.get()).toBeNull()
    expect($consentPrompt.get()).toEqual({ open: true, requested: true })
    // Undecided, the banner cannot be dismissed without an answer.
    dismissConsentSettings()
    expect($consentPrompt.get()).toEqual({ open: true, requested: true })
  })

  test('the site’s own buttons send the same window events the widget does', () => {
    const env = fakeEnv()
    openConsentSettings(env)
    resetConsent(env)
    expect(env.emitted.map((event) => event.name)).toEqual([
      OPEN_CONSENT_EVENT,
      RESET_CONSENT_EVENT,
    ])
  })

  test('a decision or reset made in another tab or frame holds here too', () => {
    const env = fakeEnv()
    stop = startConsent(env)
    env.changeElsewhere(CONSENT_STORAGE_KEY, serializeConsent(ACCEPT_ALL, new Date()))
    expect($consentPrompt.get()).toEqual({ open: false })
    expect(allows('analytics')).toBe(true)
    env.changeElsewhere(CONSENT_STORAGE_KEY, null)
    expect($consentPrompt.get()).toEqual({ open: true, requested: false })
    expect(allows('analytics')).toBe(false)
  })

  test('stops answering the events once stopped', () => {
    const env = decidedEnv()
    startConsent(env)()
    env.fire(OPEN_CONSENT_EVENT)
    expect($consentPrompt.get()).toEqual({ open: false })
  })
})
