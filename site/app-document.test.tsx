/**
 * @vitest-environment-options {"url": "http://localhost:8080/", "settings": {"handleDisabledFileLoadingAsSuccess": true}}
 */
// /app's own document as the browser runs it: site/entry-app.tsx's tree on preact/compat
// (project `site-app`), hydrating the HTML React 19 renders for the prerender. The widget
// script the page adds is not fetched here; happy-dom treats the skipped load as loaded.
import { act } from 'preact/test-utils'
import { hydrateRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeEach, expect, test, vi } from 'vitest'
import { STORE_CHANNEL_STORAGE_KEY } from '../shared/channels'
import { CONSENT_STORAGE_KEY } from '../shared/consent'
import { $consent, $consentPrompt, REJECT_ALL, serializeConsent } from './consent'
import { AppDocument } from './pages/AppPage'
import { serverPages } from './testing/server-html'

const SITE = 'http://localhost:8080'
const SERVER = serverPages(SITE, ['/app'])

let unmount: (() => void) | undefined
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
  localStorage.clear()
  $consent.set(null)
  $consentPrompt.set({ open: 'unread' })
  delete document.documentElement.dataset.hydrated
})

afterEach(() => {
  act(() => unmount?.())
  unmount = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

afterAll(() => {
  document.body.innerHTML = ''
})

/** Every channel exists and is called by its id in capitals; the live list has two. */
function stubChannelApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input)
      if (path === '/api/channels') {
        return Response.json({
          channels: ['wildtv', 'kbs'].map((id) => ({ id, name: id, topic: 'TV', description: '' })),
        })
      }
      const id = /\/api\/channels\/([^/]+)$/.exec(path)?.[1]
      if (!id) return new Response('', { status: 503 })
      if (id === 'old-channel')
        return Response.json(
          { error: { code: 'not-found', message: 'Unknown channel' } },
          { status: 404 },
        )
      return Response.json({ id, name: id.toUpperCase(), topic: 'TV', description: 'A channel' })
    }),
  )
}

/** The prerendered /app at `url`, hydrated by its own script's tree; its elements before. */
async function hydrate(url: string) {
  const html = SERVER.get('/app')?.html
  if (!html) throw new Error('no server HTML for /app')
  document.body.innerHTML = `<div id="root">${html}</div>`
  window.history.replaceState(null, '', url)
  const container = document.getElementById('root') as HTMLElement
  const before = {
    main: container.querySelector('main'),
    widget: container.querySelector('shoppable-tv'),
    bar: container.querySelector('[data-testid="app-channel"]'),
  }
  await act(async () => {
    const root = hydrateRoot(container, <AppDocument />)
    unmount = () => root.unmount()
  })
  await settle()
  return { container, before }
}

/** Lets the answers of the stubbed API, and the renders they lead to, come in. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await act(async () => {})
}

test('/app hydrates onto the server’s elements, then shows the query’s channel and remembers it', async () => {
  stubChannelApi()
  const { container, before } = await hydrate('/app?channelId=kbs&src=qr')
  // The same elements: a widget taken out and put back would start twice.
  expect(container.querySelector('main')).toBe(before.main)
  expect(container.querySelector('shoppable-tv')).toBe(before.widget)
  expect(container.querySelector('[data-testid="app-channel"]')).toBe(before.bar)
  expect(before.widget?.getAttribute('channel-id')).toBe('kbs')
  expect(container.querySelector('.app-channel-name')?.textContent).toBe('KBS')
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')
  expect(document.documentElement.dataset.hydrated).toBe('')
  expect(consoleError).not.toHaveBeenCalled()
})

test('/app shows the small build version badge (spec §2), from the server’s HTML on', async () => {
  stubChannelApi()
  const { container } = await hydrate('/app?channelId=kbs')
  const badge = container.querySelector('[title="Build version"]')
  expect(badge?.textContent).toBe('v0.0.9')
  expect(SERVER.get('/app')?.html).toContain('title="Build version">v0.0.9</span>')
})

test('/app without a query shows the remembered channel', async () => {
  stubChannelApi()
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'golf-network')
  const { container, before } = await hydrate('/app')
  expect(container.querySelector('shoppable-tv')).toBe(before.widget)
  expect(before.widget?.getAttribute('channel-id')).toBe('golf-network')
})

test('a first visit keeps the prerendered cookie banner and makes its buttons work', async () => {
  stubChannelApi()
  const { container } = await hydrate('/app')
  const banner = container.querySelector('section.consent')
  expect(banner).not.toBeNull()
  const reject = [...container.querySelectorAll('button')].find(
    (b) => b.textContent === 'Reject all',
  )
  expect(reject?.disabled).toBe(false)
  await act(async () => reject?.click())
  expect(container.querySelector('section.consent')).toBeNull()
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull()
})

test('with a decision stored, the banner goes and the store stays where it was', async () => {
  stubChannelApi()
  localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(REJECT_ALL, new Date()))
  const { container, before } = await hydrate('/app?channelId=kbs')
  expect(container.querySelector('section.consent')).toBeNull()
  expect(container.querySelector('main')).toBe(before.main)
  expect(container.querySelector('shoppable-tv')).toBe(before.widget)
})

test('choosing a live channel for a missing one stays on the page and replaces the address', async () => {
  stubChannelApi()
  const { container } = await hydrate('/app?channelId=old-channel')
  expect(container.querySelector('shoppable-tv')).toBeNull()
  const entries = window.history.length
  const kbs = container.querySelector<HTMLAnchorElement>(
    '.live-channels a[href="/app?channelId=kbs"]',
  )
  expect(kbs).not.toBeNull()
  await act(async () => kbs?.click())
  await settle()
  expect(window.location.search).toBe('?channelId=kbs')
  expect(window.history.length).toBe(entries)
  expect(container.querySelector('.live-channels')).toBeNull()
  expect(container.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')
})

test('a click meant for a new tab is left to the browser', async () => {
  stubChannelApi()
  const { container } = await hydrate('/app?channelId=old-channel')
  const kbs = container.querySelector<HTMLAnchorElement>(
    '.live-channels a[href="/app?channelId=kbs"]',
  )
  // What the page did with the click, read where it ends; happy-dom's own navigation is
  // then held back, as a new tab would leave this one.
  let leftToBrowser: boolean | undefined
  window.addEventListener(
    'click',
    (event) => {
      leftToBrowser = !event.defaultPrevented
      event.preventDefault()
    },
    { once: true },
  )
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
  await act(async () => {
    kbs?.dispatchEvent(click)
  })
  await settle()
  expect(leftToBrowser).toBe(true)
  expect(window.location.search).toBe('?channelId=old-channel')
  expect(container.querySelector('.live-channels')).not.toBeNull()
})
