/**
 * @vitest-environment-options {"url": "http://localhost:8080/", "settings": {"handleDisabledFileLoadingAsSuccess": true}}
 */
// Widget scripts the pages add must not be fetched here; happy-dom treats the skipped load as loaded.
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { OnAir } from '../shared/api/types'
import { THEMES, VIEWS } from '../shared/bridge/protocol'
import { STORE_CHANNEL_STORAGE_KEY } from '../shared/channels'
import { giveStoredChannel } from '../shared/early-scripts/store-channel'
import { embedSnippet } from '../shared/embed-snippet'
import { ClientApp } from './client-app'
import { preloadPage } from './client-pages'
import { headTags, renderHead, seoFor } from './head'
import { renderPage } from './render'

const SITE = 'https://shop.example'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | undefined
let recoverable: unknown[]
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  recoverable = []
  // React reports hydration mismatches of attributes and text on console.error.
  consoleError = vi.spyOn(console, 'error')
  localStorage.clear()
  delete document.documentElement.dataset.hydrated
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Loads the page the server sends for `url` into the document, then hydrates it as the browser
 * would: the prerendered page of its path, and for /app with a query, that page with its
 * widget given the query's channel, which is /app rendered with its query (render.test.tsx).
 * `beforeHydrating` runs once the page's inline scripts have.
 */
async function hydrate(url: string, beforeHydrating = () => {}): Promise<HTMLElement> {
  const { pathname: path, search } = new URL(url, SITE)
  const page = renderPage(path === '/app' ? `${path}${search}` : path, SITE)
  document.head.innerHTML = renderHead(headTags(seoFor(path), SITE))
  document.body.innerHTML = `<div id="root">${page.html}</div>`
  window.history.replaceState(null, '', url)
  // /app's body ends with the script that gives the widget a stored channel; it runs before
  // any module, so before hydration.
  if (path === '/app') giveStoredChannel(location, () => localStorage, document)
  beforeHydrating()
  const container = document.getElementById('root') as HTMLElement
  await act(async () => {
    root = hydrateRoot(container, <ClientApp siteUrl={SITE} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  return container
}

/** The channel lookup /app makes once hydrated: every channel exists, nothing is on air. */
function stubChannelApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const id = /\/api\/channels\/([^/]+)$/.exec(String(input))?.[1]
      if (!id) return new Response('', { status: 503 })
      return Response.json({ id, name: id.toUpperCase(), topic: 'TV', description: 'A channel' })
    }),
  )
}

test('/app hydrates cleanly, then shows the channel from the query and remembers it', async () => {
  stubChannelApi()
  const page = await hydrate('/app?channelId=kbs')
  await act(async () => {})
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  expect(document.documentElement.dataset.hydrated).toBe('')
  expect(page.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
  expect(localStorage.getItem(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')
  expect(page.querySelector('.app-channel-name')?.textContent).toBe('KBS')
})

test('/app without a query shows the remembered channel, which its widget has from the start', async () => {
  stubChannelApi()
  localStorage.setItem(STORE_CHANNEL_STORAGE_KEY, 'golf-network')
  const channels: (string | null)[] = []
  const watch = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element) channels.push(record.target.getAttribute('channel-id'))
    }
  })
  const observe = () => {
    const widget = document.querySelector('shoppable-tv')
    if (widget) watch.observe(widget, { attributeFilter: ['channel-id'] })
  }
  const page = await hydrate('/app', observe)
  await act(async () => {})
  watch.disconnect()
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  expect(page.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('golf-network')
  expect(page.querySelector('.app-channel-name')?.textContent).toBe('GOLF-NETWORK')
  // The widget never starts on another channel while the page hydrates.
  expect(channels.filter((channel) => channel !== 'golf-network')).toEqual([])
})

test('a demo page hydrates, shows what is on air and points its QR code at its own origin', async () => {
  const onAir: OnAir = {
    channelId: 'wildtv',
    segment: {
      index: 4,
      title: 'Bass fishing at dawn',
      caption: 'A guide rigs a Shimano reel',
      entities: ['Shimano'],
      startedAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 60_000).toISOString(),
    },
  }
  const fetchMock = vi.fn(async () => Response.json(onAir))
  vi.stubGlobal('fetch', fetchMock)

  const page = await hydrate('/demo/wildtv')
  await act(async () => {})

  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  expect(fetchMock).toHaveBeenCalledWith('/api/channels/wildtv/now', expect.anything())
  expect(page.querySelector('[data-testid="on-air-title"]')?.textContent).toBe(
    'Bass fishing at dawn',
  )
  // The badge holds both labels (so its width never changes); the other one is hidden.
  expect(page.querySelector('.live-badge > :not([aria-hidden="true"])')?.textContent).toBe('LIVE')
  expect(document.documentElement.dataset.hydrated).toBe('')
  expect(page.querySelector('[data-testid="qr"]')?.getAttribute('data-url')).toBe(
    'http://localhost:8080/app?channelId=wildtv&src=qr',
  )
  expect(
    document.head.querySelectorAll('script[src="/widget/0.0.9/shoppable-tv.js"]'),
  ).toHaveLength(1)
})

test('client navigation to a demo page updates the head and loads the widget script once', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  )
  const page = await hydrate('/home')
  expect(document.head.querySelector('script[src="/widget/0.0.9/shoppable-tv.js"]')).toBeNull()

  await act(async () => page.querySelector<HTMLAnchorElement>('a[href="/demo"]')?.click())
  await act(async () => page.querySelector<HTMLAnchorElement>('a[href="/demo/kbs"]')?.click())

  expect(window.location.pathname).toBe('/demo/kbs')
  expect(page.querySelector('h1')?.textContent).toBe('KBS')
  expect(document.title).toBe('KBS live demo | Shoppable TV')
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${SITE}/demo/kbs`,
  )
  expect(document.activeElement?.id).toBe('main')
  expect(
    document.head.querySelectorAll('script[src="/widget/0.0.9/shoppable-tv.js"]'),
  ).toHaveLength(1)
  expect(page.querySelector('shoppable-tv')?.getAttribute('channel-id')).toBe('kbs')
  expect(recoverable).toEqual([])
})

test('a redirect source navigates to its target on the client', async () => {
  const page = await hydrate('/home')
  await act(async () => window.history.pushState(null, '', '/for-brands'))
  await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
  expect(window.location.pathname).toBe('/brands')
  expect(page.querySelector('h1')?.textContent).toBe('Your products, when your brand is on screen')
})

test('a page split into its own chunk hydrates cleanly, then reads its query', async () => {
  // The server answers the snippet for what the page asks.
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, SITE).searchParams
    const view = VIEWS.find((v) => v === query.get('view'))
    const theme = THEMES.find((t) => t === query.get('theme'))
    const channelId = query.get('channelId') ?? ''
    return Response.json(
      embedSnippet({ origin: SITE, version: '0.0.9', integrity: null, channelId, view, theme }),
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  await preloadPage('/sandbox')
  const page = await hydrate('/sandbox?channel=kbs&view=store&theme=light')
  await act(async () => {})
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  expect(page.querySelector('[data-testid="snippet"]')?.textContent).toContain(
    'channel-id="kbs" view="store" theme="light"',
  )
  expect(page.querySelector('shoppable-tv')?.getAttribute('theme')).toBe('light')
})

test('a split page hydrates onto the server’s markup instead of rendering it again', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  )
  await preloadPage('/privacy')
  const path = '/privacy'
  const page = renderPage(path, SITE)
  document.head.innerHTML = renderHead(headTags(seoFor(path), SITE))
  document.body.innerHTML = `<div id="root">${page.html}</div>`
  window.history.replaceState(null, '', path)
  const container = document.getElementById('root') as HTMLElement
  const serverHeading = container.querySelector('h1')
  await act(async () => {
    root = hydrateRoot(container, <ClientApp siteUrl={SITE} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  await act(async () => {})
  expect(recoverable).toEqual([])
  expect(container.querySelector('h1')).toBe(serverHeading)
  expect(container.querySelector('[data-testid="loading-overlay"]')).toBeNull()
})

test('a Studio channel page hydrates cleanly on the /studio shell the server answers it with', async () => {
  await preloadPage('/studio/channels/ana-tv')
  const shell = renderPage('/studio', SITE)
  expect(shell.html).toContain('Loading the Studio…')
  document.head.innerHTML = renderHead(headTags(seoFor('/studio'), SITE))
  document.body.innerHTML = `<div id="root">${shell.html}</div>`
  window.history.replaceState(null, '', '/studio/channels/ana-tv')
  const container = document.getElementById('root') as HTMLElement
  const serverHeading = container.querySelector('h1')
  await act(async () => {
    root = hydrateRoot(container, <ClientApp siteUrl={SITE} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  await act(async () => {})
  expect(recoverable).toEqual([])
  expect(consoleError).not.toHaveBeenCalled()
  // Nobody is signed in here: the channel page's route shows the Studio's sign-in.
  expect(container.querySelector('h1')).toBe(serverHeading)
  expect([...container.querySelectorAll('main button')].map((b) => b.textContent)).toEqual([
    'Sign in',
  ])
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
})
