import { act } from 'preact/test-utils'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ACCOUNT_LOAD_FAILED } from '../rewards/AccountEntry'
import { fakeEnv, fakeServer, newestFirst } from '../testing'
import { mount, shadow } from '../testing/element'
import { defineShoppableTv } from './define'

// The account sidebar's chunk cannot be fetched (offline, or a deploy replaced it).
let imports = 0
vi.mock('../rewards/AccountSidebar', () => {
  imports += 1
  throw new Error('Failed to fetch dynamically imported module')
})

const server = fakeServer()
const env = fakeEnv({ fetch: server.fetch, url: 'https://stv.example/app' })
defineShoppableTv({ env, scriptUrl: 'https://stv.example/widget/0.0.9/shoppable-tv.js' })

beforeEach(() => {
  vi.useFakeTimers()
  server.live = newestFirst(1, 3)
})
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

test('an account that cannot be loaded says so, and the next click tries again', async () => {
  const element = await mount({ 'channel-id': 'wildtv' })
  const opener = shadow(element).querySelector<HTMLButtonElement>('[data-testid="account-open"]')
  if (!opener) throw new Error('no account button')
  await act(() => opener.click())
  await act(() => vi.dynamicImportSettled())
  const alert = shadow(element).querySelector('[role="alert"]')
  expect(alert?.textContent).toBe(ACCOUNT_LOAD_FAILED)
  expect(opener.getAttribute('aria-busy')).toBe('false')
  expect(shadow(element).querySelector('dialog')).toBeNull()
  const before = imports
  await act(() => opener.click())
  await act(() => vi.dynamicImportSettled())
  expect(imports).toBeGreaterThan(before)
  expect(shadow(element).querySelector('[role="alert"]')?.textContent).toBe(ACCOUNT_LOAD_FAILED)
})
