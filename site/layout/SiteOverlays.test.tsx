import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { CONSENT_STORAGE_KEY } from '../../shared/consent'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import { $consent, $consentPrompt, REJECT_ALL, serializeConsent } from '../consent'
import { $onboarding } from '../onboarding'
import { SiteOverlays } from './SiteOverlays'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root
let host: HTMLElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  localStorage.clear()
  $consent.set(null)
  $consentPrompt.set({ open: false })
  $onboarding.set({ open: false })
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.useRealTimers()
})

const banner = () => host.querySelector('section.consent')
const tutorialOpen = () => host.querySelector('dialog')?.open === true

async function show(pathname: string) {
  root = createRoot(host)
  await act(async () => root.render(<SiteOverlays pathname={pathname} />))
}

test('on a first visit the banner asks first and the tutorial waits for the choice', async () => {
  await show('/home')
  await act(async () => vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 3))
  expect(banner()).not.toBeNull()
  expect(tutorialOpen()).toBe(false)

  const reject = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Reject all')
  await act(async () => reject?.click())
  expect(banner()).toBeNull()
  expect(tutorialOpen()).toBe(false)
  await act(async () => vi.advanceTimersByTime(ONBOARDING_DELAY_MS))
  expect(tutorialOpen()).toBe(true)
})

test('with a decision stored the tutorial opens after the usual delay, without the banner', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(REJECT_ALL, new Date()))
  await show('/home')
  expect(banner()).toBeNull()
  await act(async () => vi.advanceTimersByTime(ONBOARDING_DELAY_MS))
  expect(tutorialOpen()).toBe(true)
})

test('where the tutorial does not belong only the banner shows', async () => {
  await show('/app')
  await act(async () => vi.advanceTimersByTime(ONBOARDING_DELAY_MS * 3))
  expect(banner()).not.toBeNull()
  expect(host.querySelector('dialog')).toBeNull()
})
