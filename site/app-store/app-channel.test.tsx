/**
 * @vitest-environment-options {"url": "http://localhost:8080/", "settings": {"handleDisabledFileLoadingAsSuccess": true}}
 */
// /app's page on preact/compat, as its own document runs it (project `site-app`), on the
// address bar's location. The widget script the page adds must not be fetched here;
// happy-dom treats the skipped load as loaded.
import { act } from 'preact/test-utils'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { OnAir } from '../../shared/api/types'
import { STORE_CHANNEL_STORAGE_KEY } from '../../shared/channels'
import { AppPage } from '../pages/AppPage'
import { useBrowserLocation } from './location'
import { useAppChannel } from './use-app-channel'

const wildtv = { id: 'wildtv', name: 'WildTV', topic: 'Outdoors', description: 'Hunting' }
const kbs = { id: 'kbs', name: 'KBS World', topic: 'Korea', description: 'Korean TV' }
const onAir: OnAir = {
  channelId: 'wildtv',
  segment: {
    index: 1,
    title: 'Bass fishing at dawn',
    caption: 'A guide rigs a reel',
    entities: [],
    startedAt: new Date().toISOString(),
    endsAt: new Date(Date.now() + 60_000).toISOString(),
  },
}

/** The public API as /app reads it: two live channels, each with a program. */
async function api(input: RequestInfo | URL): Promise<Response> {
  const path = String(input)
  if (path === '/api/channels') return Response.json({ channels: [wildtv, kbs] })
  if (path === '/api/channels/wildtv') return Response.json(wildtv)
  if (path === '/api/channels/kbs') return Response.json(kbs)
  if (path.endsWith('/now')) return Response.json(onAir)
  return Response.json(
    { error: { code: 'not-found', message: 'Unknown channel' } },
    { status: 404 },
  )
}

let root: Root
let host: HTMLElement

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal('fetch', vi.fn(api))
  host = document.createElement('div')
  document.body.append(host)
})

afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

function BrowserAppPage() {
  return <AppPage location={useBrowserLocation()} />
}

/** Lets the lookup, then the on-air read (or the channel list), come in. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await act(async () => {})
}

async function open(url: string) {
  window.history.replaceState(null, '', url)
  root = createRoot(host)
  await act(async () => root.render(<BrowserAppPage />))
  await settle()
}

const bar = () => host.querySelector('[data-testid="app-channel"]')

/** Renders the hook for `search`; returns the channel of every render, the first first. */
async function channelsRendered(search: string): Promise<string[]> {
  const seen: string[] = []
  function Probe() {
    seen.push(useAppChannel(search).channelId)
    return null
  }
  root = createRoot(host)
  await act(async () => root.render(<Probe />))
  await settle()
  return seen
}

test("the first render has the query's channel, which the server writes into the page (the widget starts on it)", async () => {
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'kbs')
  const seen = await channelsRendered('?channelId=intravel-eu&src=qr')
  expect(seen[0]).toBe('intravel-eu')
  expect(new Set(seen)).toEqual(new Set(['intravel-eu']))
})

test("a page sent as built, with the default channel's widget, gives it the query's channel as it hydrates", async () => {
  await open('/app')
  const asBuilt = host.innerHTML
  expect(asBuilt).toContain('channel-id="wildtv"')
  await act(async () => root.unmount())
  host.innerHTML = asBuilt
  window.history.replaceState(null, '', '/app?channelId=kbs')
  await act(async () => {
    root = hydrateRoot(host, <BrowserAppPage />)
  })
  await settle()
  // Hydration keeps the attributes it finds; the page corrects the widget's.
  expect(host.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
})

test("without a query the first render has the stored channel, which the page's early script gave the widget", async () => {
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'kbs')
  const seen = await channelsRendered('')
  expect(new Set(seen)).toEqual(new Set(['kbs']))
})

test('without a query or a stored channel, every render has the default', async () => {
  const seen = await channelsRendered('?src=nav')
  expect(new Set(seen)).toEqual(new Set(['wildtv']))
})

test('the QR landing names the channel and what is on air, and remembers the channel', async () => {
  await open('/app?channelId=wildtv&src=qr')
  expect(bar()?.querySelector('.app-channel-name')?.textContent).toBe('WildTV')
  expect(host.querySelector('[data-testid="app-on-air"]')?.textContent).toBe(
    'On air now: Bass fishing at dawn',
  )
  expect(bar()?.querySelector('.app-channel-dot')?.hasAttribute('data-live')).toBe(true)
  expect(host.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('wildtv')
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('wildtv')
})

test('a channel that does not exist is not remembered, and the live channels are offered', async () => {
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'kbs')
  await open('/app?channelId=old-channel')
  expect(host.querySelector('shoppable-tv')).toBeNull()
  expect(host.querySelector('.live-channels h2')?.textContent).toBe(
    'This channel is not available.',
  )
  const links = [...host.querySelectorAll<HTMLAnchorElement>('.live-channels a')]
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/app?channelId=wildtv',
    '/app?channelId=kbs',
  ])
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')

  // Choosing one opens its store.
  await act(async () => links[1]?.click())
  await settle()
  expect(window.location.search).toBe('?channelId=kbs')
  expect(host.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
  expect(host.querySelector('.live-channels')).toBeNull()
})

test('a remembered channel that no longer exists is forgotten', async () => {
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'old-channel')
  await open('/app')
  expect(host.querySelector('.live-channels')).not.toBeNull()
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBeNull()
})

test('when the API cannot tell, the store still shows and the bar stays calm', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  )
  await open('/app?channelId=kbs')
  expect(host.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
  expect(bar()?.textContent).toContain('Channel details are not loading right now.')
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')
})

test('a channel list that does not answer says so, and Try again asks again', async () => {
  let listAnswers = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== '/api/channels') return api(input)
      listAnswers += 1
      return listAnswers === 1
        ? new Response('down', { status: 503 })
        : Response.json({ channels: [kbs] })
    }),
  )
  await open('/app?channelId=old-channel')
  const list = () => host.querySelector('[data-testid="live-channels"]')
  expect(list()?.textContent).toContain('The channel list is not answering.')
  const retry = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
  await act(async () => retry?.click())
  await settle()
  expect(listAnswers).toBe(2)
  expect([...host.querySelectorAll('.live-channel strong')].map((s) => s.textContent)).toEqual([
    'KBS World',
  ])
})

test('with no channel live, the list says so instead of an empty list', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/channels' ? Response.json({ channels: [] }) : api(input),
    ),
  )
  await open('/app?channelId=old-channel')
  const list = host.querySelector('[data-testid="live-channels"]')
  expect(list?.textContent).toContain('No channel is live right now.')
  expect(list?.querySelector('ul')).toBeNull()
})
