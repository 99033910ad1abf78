import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import { OnboardingTutorial } from './OnboardingTutorial'
import { ONBOARDING_STEPS } from './steps'
import { $onboarding, ONBOARDING_SKIPPED_KEY } from './store'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root
let host: HTMLElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  localStorage.clear()
  $onboarding.set({ open: false })
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.useRealTimers()
})

const dialog = () => host.querySelector('dialog') as HTMLDialogElement
const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement

async function openTutorial() {
  root = createRoot(host)
  await act(async () => root.render(<OnboardingTutorial />))
  await act(async () => vi.advanceTimersByTime(ONBOARDING_DELAY_MS))
}

test('opens as a modal dialog with focus on Next, and steps through to the end', async () => {
  await openTutorial()
  expect(dialog().open).toBe(true)
  expect(dialog().querySelector('h2')?.textContent).toBe(ONBOARDING_STEPS[0]?.title)
  expect(document.activeElement).toBe(button('Next'))

  for (let step = 1; step < ONBOARDING_STEPS.length; step++) {
    await act(async () => button('Next').click())
  }
  expect(dialog().querySelector('h2')?.textContent).toBe(ONBOARDING_STEPS.at(-1)?.title)
  await act(async () => button('Back').click())
  expect(dialog().querySelector('h2')?.textContent).toBe(ONBOARDING_STEPS.at(-2)?.title)
  await act(async () => button('Next').click())
  await act(async () => button('Start watching').click())
  expect(dialog().open).toBe(false)
  expect(localStorage.getItem(ONBOARDING_SKIPPED_KEY)).toBe('true')
})

test('skipping closes it for good', async () => {
  await openTutorial()
  await act(async () => button('Skip tutorial').click())
  expect(dialog().open).toBe(false)
  expect(localStorage.getItem(ONBOARDING_SKIPPED_KEY)).toBe('true')
})
