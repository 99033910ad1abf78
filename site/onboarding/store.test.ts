import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AUTH_EVENTS, AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import { fakeEnv } from '../env/testing'
import { ONBOARDING_STEPS } from './steps'
import {
  $onboarding,
  endOnboarding,
  ONBOARDING_SKIPPED_KEY,
  scheduleOnboarding,
  showStep,
} from './store'

let stop = () => {}
beforeEach(() => {
  vi.useFakeTimers()
  $onboarding.set({ open: false })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('the onboarding tutorial', () => {
  test('opens one second after load for a guest', () => {
    stop = scheduleOnboarding(fakeEnv())
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS - 1)
    expect($onboarding.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect($onboarding.get()).toEqual({ open: true, step: 0 })
  })

  test('never opens again once skipped', () => {
    const env = fakeEnv()
    stop = scheduleOnboarding(env)
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS)
    endOnboarding(env)
    expect(env.stored.get(ONBOARDING_SKIPPED_KEY)).toBe('true')
    stop()
    stop = scheduleOnboarding(env)
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 10)
    expect($onboarding.get().open).toBe(false)
  })

  test('never opens for a signed-in viewer', () => {
    const env = fakeEnv()
    env.stored.set(AUTH_TOKEN_KEY, 'token')
    stop = scheduleOnboarding(env)
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 10)
    expect($onboarding.get().open).toBe(false)
  })

  test('closes, without counting as a skip, when the viewer signs in meanwhile', () => {
    const env = fakeEnv()
    stop = scheduleOnboarding(env)
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS)
    env.fire(AUTH_EVENTS.authenticated, { token: 't' })
    expect($onboarding.get().open).toBe(false)
    expect(env.stored.has(ONBOARDING_SKIPPED_KEY)).toBe(false)
  })

  test('does not open when the page is left before the delay', () => {
    scheduleOnboarding(fakeEnv())()
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 2)
    expect($onboarding.get().open).toBe(false)
  })

  test('steps stay within the tutorial', () => {
    stop = scheduleOnboarding(fakeEnv())
    vi.advanceTimersByTime(ONBOARDING_DELAY_MS)
    showStep(-1)
    expect($onboarding.get()).toEqual({ open: true, step: 0 })
    showStep(99)
    expect($onboarding.get()).toEqual({ open: true, step: ONBOARDING_STEPS.length - 1 })
  })
})
