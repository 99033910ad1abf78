import { options } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LIVE_POLL_MS, QUEUE_INTERVAL_MS } from '../../shared/constants'
import { fakeEnv, fakeServer, newestFirst, product } from '../testing'
import { mount, shadow, tick } from '../testing/element'
import { defineShoppableTv, TAG } from './define'
import { WIDGET_EVENTS } from './events'

const server = fakeServer()
const env = fakeEnv({ fetch: server.fetch })
const ElementClass = defineShoppableTv({
  env,
  scriptUrl: 'https://api.example/widget/0.0.9/shoppable-tv.js',
})
const buyLinks = (element: HTMLElement) => [
  ...shadow(element).querySelectorAll<HTMLAnchorElement>('a.buy'),
]
const tabs = (element: HTMLElement) => [
  ...shadow(element).querySelectorAll<HTMLElement>('[role="tab"]'),
]

beforeEach(() => {
  vi.useFakeTimers()
  server.live = newestFirst(1, 20)
  server.liked = [product(7, { count: 3 })]
  server.calls = []
  server.failNext = []
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('definition', () => {
  test('defines <shoppable-tv> once; a second definition returns the same class', async () => {
    expect(customElements.get(TAG)).toBe(ElementClass)
    expect(defineShoppableTv({ env })).toBe(ElementClass)
    // The module entry defines too; with the element defined it must not throw.
    await import('./index')
    expect(customElements.get(TAG)).toBe(ElementClass)
  })
})

describe('rendering', () => {
  test('renders the live cards inside its shadow root with the adopted stylesheet', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    expect(shadow(element).adoptedStyleSheets).toHaveLength(1)
    await tick(QUEUE_INTERVAL_MS * 9)
    const links = buyLinks(element)
    expect(links).toHaveLength(10)
    expect(links[0]?.href).toBe('https://shop.example/p/20')
    expect(links[0]?.rel).toBe('noopener noreferrer sponsored')
    expect(links[0]?.textContent).toBe('Buy')
    expect(shadow(element).querySelector('img')?.getAttribute('alt')).toBe('Item 20')
    expect(element.querySelectorAll('a')).toHaveLength(0)
    expect(server.callsTo('/product_search')[0]?.path).toBe(
      '/product_search/recent_products/wildtv/50',
    )
  })

  test('shows the status line, then a skeleton, then cards', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    expect(shadow(element).querySelector('.status [role="status"]')?.textContent).toBe(
      'Connecting...',
    )
    expect(shadow(element).querySelector('[aria-busy="true"]')).not.toBeNull()
    await tick(0)
    expect(shadow(element).querySelector('.status [role="status"]')?.textContent).toBe('Connected!')
    expect(shadow(element).querySelector('[aria-busy="true"]')).toBeNull()
  })

  test('renders API text as text, never as markup', async () => {
    server.live = [
      product(1, { title: '<img src=x onerror="alert(1)">Boots', vendor: '<b>Shop</b>' }),
    ]
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const card = shadow(element).querySelector('.card')
    expect(card?.querySelector('.card-title')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Boots',
    )
    expect(card?.querySelectorAll('img')).toHaveLength(1)
    expect(card?.querySelector('b')).toBeNull()
  })

  test('labels tickets and deals and their matches', async () => {
    server.live = [
      product(2, { type: 'deal', match: 'contextual' }),
      product(1, { type: 'ticket', match: 'exact' }),
    ]
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(QUEUE_INTERVAL_MS)
    const cards = [...shadow(element).querySelectorAll('.card')]
    expect(cards.map((card) => card.querySelector('.buy')?.textContent)).toEqual([
      'Get deal',
      'Get tickets',
    ])
    expect(
      cards.map((card) => [...card.querySelectorAll('.badge')].map((badge) => badge.textContent)),
    ).toEqual([
      ['Deal', 'Related'],
      ['Ticket', 'Exact match'],
    ])
  })

  test('an empty channel says products appear as the show goes on', async () => {
    server.live = []
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    expect(shadow(element).textContent).toContain('No products matched yet')
  })

  test('an error offers Retry, which loads again', async () => {
    server.failNext = [500]
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const retry = shadow(element).querySelector<HTMLButtonElement>('.retry')
    expect(shadow(element).querySelector('[role="alert"]')).not.toBeNull()
    retry?.click()
    await tick(0)
    expect(buyLinks(element).length).toBeGreaterThan(0)
  })

  test('without a channel-id it says what is missing and calls nothing', async () => {
    const element = await mount({})
    await tick(LIVE_POLL_MS)
    expect(shadow(element).textContent).toContain('add channel-id')
    expect(server.calls).toHaveLength(0)
  })

  test('the theme attribute picks the palette; an unknown value means auto', async () => {
    const element = await mount({ 'channel-id': 'wildtv', theme: 'light' })
    await tick(0)
    const root = () => shadow(element).querySelector('.root')
    expect(root()?.getAttribute('data-theme')).toBe('light')
    await act(() => element.setAttribute('theme', 'purple'))
    await tick(0)
    expect(root()?.getAttribute('data-theme')).toBe('auto')
  })
})

describe('events and clicks', () => {
  test('announces ready once when the first products show', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    const ready = vi.fn()
    document.addEventListener(WIDGET_EVENTS.ready, ready)
    await tick(QUEUE_INTERVAL_MS * 9)
    document.removeEventListener(WIDGET_EVENTS.ready, ready)
    expect(ready).toHaveBeenCalledTimes(1)
    const event = ready.mock.lastCall?.[0] as CustomEvent
    expect(event.target).toBe(element)
    expect(event.composed).toBe(true)
    expect(event.detail).toEqual({ channelId: 'wildtv' })
  })

  test('a click on a buy link is tracked and announced to the page', async () => {
    server.live = [product(5, { type: 'ticket', link: 'https://www.viator.com/t/5' })]
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const clicks = vi.fn()
    document.addEventListener(WIDGET_EVENTS.productClick, clicks)
    // Keep the test page from following the link; the widget's own handler runs first.
    shadow(element).addEventListener('click', (event) => event.preventDefault())
    buyLinks(element)[0]?.click()
    buyLinks(element)[0]?.click()
    await tick(0)
    document.removeEventListener(WIDGET_EVENTS.productClick, clicks)
    expect(server.callsTo('/tracking/click').map((call) => call.body)).toEqual([
      { itemId: 5, clickTypeName: 'Viator Ticket', channel_id: 'wildtv' },
    ])
    expect(clicks).toHaveBeenCalledTimes(2)
    const [event] = clicks.mock.lastCall ?? []
    expect(event).toBeInstanceOf(CustomEvent)
    expect((event as CustomEvent).detail).toEqual({
      id: 5,
      type: 'ticket',
      link: 'https://www.viator.com/t/5',
    })
  })
})

describe('tabs', () => {
  test('arrow keys move the selection and the roving tab stop, and open Most liked', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const [live, liked, , favourites] = tabs(element)
    expect(live?.getAttribute('aria-selected')).toBe('true')
    expect(tabs(element).map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
    live?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await tick(0)
    expect(liked?.getAttribute('aria-selected')).toBe('true')
    // The ranking tabs' chunk loads as one first opens; the list asks once it is there.
    await vi.waitFor(() => expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(1))
    await tick(0)
    expect(shadow(element).activeElement).toBe(liked)
    expect(tabs(element).map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1])
    expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(1)
    const panel = shadow(element).getElementById(liked?.getAttribute('aria-controls') ?? '')
    expect(panel?.hidden).toBe(false)
    expect(panel?.textContent).toContain('3 likes')
    liked?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    await tick(0)
    expect(favourites?.getAttribute('aria-selected')).toBe('true')
    favourites?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await tick(0)
    expect(live?.getAttribute('aria-selected')).toBe('true')
  })

  test('re-opening a ranking tab refreshes it', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const [live, liked] = tabs(element)
    liked?.click()
    await vi.waitFor(() => expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(1))
    live?.click()
    liked?.click()
    await tick(0)
    expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(2)
  })
})

describe('lifecycle', () => {
  test('changing channel-id switches the feed to the new channel', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(QUEUE_INTERVAL_MS * 9)
    server.live = [product(99)]
    await act(() => element.setAttribute('channel-id', 'kbs'))
    await tick(0)
    expect(server.callsTo('/product_search').map((call) => call.path)).toContain(
      '/product_search/recent_products/kbs/50',
    )
    expect(buyLinks(element).map((link) => link.href)).toEqual(['https://shop.example/p/99'])
    await tick(LIVE_POLL_MS)
    const polls = server.callsTo('/product_search').slice(2)
    expect(polls.every((call) => call.path.includes('/kbs/'))).toBe(true)
  })

  test('removal stops every timer and poll', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(QUEUE_INTERVAL_MS * 3)
    element.remove()
    expect(vi.getTimerCount()).toBe(0)
    const calls = server.calls.length
    await tick(LIVE_POLL_MS * 5)
    expect(server.calls).toHaveLength(calls)
  })

  test('an open ranking tab follows a channel change, and removal leaves no ranking request behind', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    tabs(element)[1]?.click()
    const liked = () =>
      server.callsTo('/tracking/products/most-liked').map((call) => call.search.get('channel_id'))
    await vi.waitFor(() => expect(liked()).toEqual(['wildtv']))
    // The new channel's store opens the tab that shows; the old one is stopped.
    await act(() => element.setAttribute('channel-id', 'kbs'))
    await vi.waitFor(() => expect(liked()).toEqual(['wildtv', 'kbs']))
    await tick(QUEUE_INTERVAL_MS)
    element.remove()
    expect(vi.getTimerCount()).toBe(0)
    const calls = server.calls.length
    await tick(LIVE_POLL_MS * 5)
    expect(server.calls).toHaveLength(calls)
  })

  test('moved elsewhere on the page (removed, then added again), it shows its feed again', async () => {
    server.live = [product(7)]
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    element.remove()
    expect(buyLinks(element)).toHaveLength(0)
    const calls = server.callsTo('/product_search').length
    await act(() => document.body.append(element))
    await tick(0)
    expect(server.callsTo('/product_search').length).toBeGreaterThan(calls)
    expect(buyLinks(element).map((link) => link.href)).toEqual(['https://shop.example/p/7'])
  })

  test('two elements on one page keep their own feeds', async () => {
    server.live = [product(1)]
    const first = await mount({ 'channel-id': 'wildtv' })
    const second = await mount({ 'channel-id': 'kbs' })
    await tick(0)
    expect(buyLinks(first)).toHaveLength(1)
    expect(buyLinks(second)).toHaveLength(1)
    first.remove()
    await tick(LIVE_POLL_MS)
    const lastPoll = server.callsTo('/product_search').at(-1)
    expect(lastPoll?.path).toContain('/kbs/')
  })

  test('an element parsed with its attributes renders once, when it is connected', async () => {
    const renders = vi.fn()
    const previous = options.diffed
    options.diffed = (vnode) => {
      if (typeof vnode.type === 'function' && vnode.type.name === 'ShoppableTv') renders()
      previous?.(vnode)
    }
    try {
      // Parsing upgrades the element then and there: connected once, rendered once.
      await act(() => {
        document.body.innerHTML = `<${TAG} channel-id="wildtv" view="full" theme="dark"></${TAG}>`
        expect(renders).toHaveBeenCalledTimes(1)
      })
      renders.mockClear()
      // Configured before it is on the page, it waits for the page, and keeps what it was given.
      const element = document.createElement(TAG)
      element.setAttribute('channel-id', 'kbs')
      element.setAttribute('theme', 'light')
      expect(element.shadowRoot?.childNodes).toHaveLength(0)
      await act(() => {
        document.body.append(element)
        expect(renders).toHaveBeenCalledTimes(1)
      })
      await tick(0)
      expect(server.callsTo('/product_search').map((call) => call.path)).toContain(
        '/product_search/recent_products/kbs/50',
      )
    } finally {
      options.diffed = previous
    }
  })

  test('what the stores know at once is in the first paint: signed out, the feed asked for', async () => {
    const element = document.createElement(TAG)
    element.setAttribute('channel-id', 'wildtv')
    document.body.append(element)
    // Microtasks only: no frame has been painted, no timer has run.
    for (let i = 0; i < 3; i++) await Promise.resolve()
    expect(shadow(element).querySelector('[data-testid="account-open"]')?.textContent).toBe(
      'Sign in',
    )
    expect(server.callsTo('/product_search')).toHaveLength(1)
    await tick(0)
  })
})
