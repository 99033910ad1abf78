import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Product } from '../../shared/api/types'
import { shown } from './emit'
import { ANALYTICS_EVENT } from './relay'

const product = (id: number, extra: Partial<Product> = {}): Product => ({
  id,
  title: `Item ${id}`,
  link: `https://shop.example/${id}`,
  image: 'https://stv.example/p.jpg',
  amount: id * 10,
  currency: 'USD',
  ...extra,
})

const item = (id: number, index: number) => ({
  item_id: String(id),
  item_name: `Item ${id}`,
  item_category: undefined,
  price: id * 10,
  index,
})

/** An element on the page as the widget's host, and what the page hears from it. */
function setUp() {
  const host = document.createElement('div')
  document.body.append(host)
  const heard: unknown[] = []
  host.addEventListener(ANALYTICS_EVENT, (event) => heard.push((event as CustomEvent).detail))
  return { host, heard }
}

const yes = () => true
const live = { item_list_id: 'live', item_list_name: 'Live' }
const clean = (value: unknown) => JSON.parse(JSON.stringify(value))

afterEach(() => {
  document.body.replaceChildren()
  document.head.replaceChildren()
  vi.unstubAllGlobals()
})

describe('shown', () => {
  test('a channel’s first list is view_item_list; each later arrival a view_item', () => {
    const { host, heard } = setUp()
    shown(host, 'wildtv', [product(1), product(2)], yes)
    shown(host, 'wildtv', [product(3), product(1), product(2)], yes)
    shown(host, 'wildtv', [product(3), product(1), product(2)], yes)
    expect(clean(heard)).toEqual([
      {
        event: 'view_item_list',
        ecommerce: { ...live, currency: 'USD', items: [item(1, 0), item(2, 1)] },
      },
      {
        event: 'view_item',
        ecommerce: { ...live, currency: 'USD', value: 30, items: [item(3, 0)] },
      },
    ])
  })

  test('a product opened is select_item; one the list never had goes by its id alone', () => {
    const { host, heard } = setUp()
    shown(host, 'wildtv', [product(1)], yes)
    host.dispatchEvent(new CustomEvent('shoppable-tv:product-click', { detail: { id: 1 } }))
    host.dispatchEvent(new CustomEvent('shoppable-tv:product-click', { detail: { id: 77 } }))
    expect(clean(heard.slice(1))).toEqual([
      {
        event: 'select_item',
        ecommerce: { ...live, currency: 'USD', value: 10, items: [item(1, 0)] },
      },
      { event: 'select_item', ecommerce: { items: [{ item_id: '77' }] } },
    ])
  })

  test('a new channel starts a new list; clicks are heard once however often it is shown', () => {
    const { host, heard } = setUp()
    shown(host, 'wildtv', [product(1)], yes)
    shown(host, 'cooking', [product(1), product(2)], yes)
    host.dispatchEvent(new CustomEvent('shoppable-tv:product-click', { detail: { id: 2 } }))
    expect(heard.map((detail) => (detail as { event: string }).event)).toEqual([
      'view_item_list',
      'view_item_list',
      'select_item',
    ])
  })

  test('nothing goes while our consent record declines; what was shown then is not sent later', () => {
    const { host, heard } = setUp()
    let allowed = false
    const ask = () => allowed
    shown(host, 'wildtv', [product(1)], ask)
    host.dispatchEvent(new CustomEvent('shoppable-tv:product-click', { detail: { id: 1 } }))
    expect(heard).toEqual([])
    allowed = true
    shown(host, 'wildtv', [product(1), product(2)], ask)
    expect(clean(heard)).toEqual([
      {
        event: 'view_item',
        ecommerce: { ...live, currency: 'USD', value: 20, items: [item(2, 1)] },
      },
    ])
  })

  test('prices in another currency than the first are left out', () => {
    const { host, heard } = setUp()
    shown(
      host,
      'wildtv',
      [product(1), product(2, { currency: 'EUR' }), product(3, { amount: undefined })],
      yes,
    )
    const [first] = clean(heard)
    expect(first.ecommerce.currency).toBe('USD')
    expect(first.ecommerce.items.map((entry: { price?: number }) => entry.price)).toEqual([
      10,
      undefined,
      undefined,
    ])
  })

  test('inline, the loader’s element holding this one is where the page hears it', () => {
    const outer = document.createElement('shoppable-tv')
    document.body.append(outer)
    const inner = document.createElement('shoppable-tv-inline')
    outer.attachShadow({ mode: 'open' }).append(inner)
    const heard: unknown[] = []
    outer.addEventListener(ANALYTICS_EVENT, (event) => heard.push((event as CustomEvent).detail))
    shown(inner, 'wildtv', [product(1)], yes)
    expect(heard).toHaveLength(1)
  })

  test('inside a page’s own component, the widget’s element is where the page hears it', () => {
    const component = document.createElement('page-player')
    document.body.append(component)
    const { host, heard } = setUp()
    component.attachShadow({ mode: 'open' }).append(host)
    const wrong = vi.fn()
    component.addEventListener(ANALYTICS_EVENT, wrong)
    shown(host, 'wildtv', [product(1)], yes)
    expect(heard).toHaveLength(1)
    // It bubbles out to the component too, once, as any composed event does.
    expect(wrong).toHaveBeenCalledTimes(1)
  })

  test('in a broadcaster’s frame, the event goes to the bridge instead', () => {
    vi.stubGlobal('parent', {})
    const meta = document.createElement('meta')
    meta.name = 'shoppable-tv-parent-origin'
    meta.content = 'https://broadcaster.example'
    document.head.append(meta)
    const { host, heard } = setUp()
    const bridged: unknown[] = []
    document.addEventListener('shoppable-tv:ga', (event) =>
      bridged.push((event as CustomEvent).detail),
    )
    shown(host, 'wildtv', [product(1)], yes)
    expect(heard).toEqual([])
    expect(clean(bridged)).toEqual([
      { event: 'view_item_list', ...live, currency: 'USD', items: [item(1, 0)] },
    ])
  })
})
