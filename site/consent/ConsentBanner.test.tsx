import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT } from '../../shared/consent'
import { ConsentBanner } from './ConsentBanner'
import { $consentPrompt } from './store'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root
let host: HTMLElement

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  localStorage.clear()
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
})

async function mount() {
  root = createRoot(host)
  await act(async () => root.render(<ConsentBanner />))
}

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement

test('asks on a first visit and remembers the answer', async () => {
  await mount()
  expect(host.querySelector('section h2')?.textContent).toBe('Cookies')
  await act(async () => button('Accept all').click())
  expect(host.querySelector('section')).toBeNull()
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
    analytics: true,
  })
})

test('opened on request it takes focus, shows the saved choices, and Escape gives focus back', async () => {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
      decidedAt: '2026-11-22T10:00:00.000Z',
    }),
  )
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  await mount()
  expect(host.querySelector('section')).toBeNull()

  await act(async () => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT)))
  expect(document.activeElement?.textContent).toBe('Cookies')
  const boxes = [...host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
  expect(boxes.map((box) => box.checked)).toEqual([true, true, false, false])

  const section = host.querySelector('section') as HTMLElement
  await act(async () =>
    section.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
  )
  expect(host.querySelector('section')).toBeNull()
  expect(document.activeElement).toBe(opener)
  opener.remove()
})

test('prerendered, it is in the page and waits: its buttons work once the decision is read', async () => {
  $consentPrompt.set({ open: 'unread' })
  host.innerHTML = renderToString(<ConsentBanner />)
  const section = host.querySelector('section')
  expect(section?.hasAttribute('data-unread')).toBe(true)
  expect([...host.querySelectorAll('button')].every((b) => b.disabled)).toBe(true)
  await act(async () => {
    root = hydrateRoot(host, <ConsentBanner />)
  })
  expect(host.querySelector('section')?.hasAttribute('data-unread')).toBe(false)
  expect(button('Reject all').disabled).toBe(false)
  await act(async () => button('Reject all').click())
  expect(host.querySelector('section')).toBeNull()
})

test('prerendered for a viewer who has decided, it goes once the decision is read', async () => {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
      decidedAt: '2026-11-22T10:00:00.000Z',
    }),
  )
  $consentPrompt.set({ open: 'unread' })
  host.innerHTML = renderToString(<ConsentBanner />)
  await act(async () => {
    root = hydrateRoot(host, <ConsentBanner />)
  })
  expect(host.querySelector('section')).toBeNull()
})
