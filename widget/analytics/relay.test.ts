import { describe, expect, test, vi } from 'vitest'
import { ANALYTICS_EVENT, relay } from './relay'

const wire = { event: 'select_item', items: [{ item_id: '9', item_name: 'Lamp' }] }
const detail = { event: 'select_item', ecommerce: { items: [{ item_id: '9', item_name: 'Lamp' }] } }

function setUp(attribute?: string) {
  const element = document.createElement('shoppable-tv')
  if (attribute !== undefined) element.setAttribute('datalayer', attribute)
  const heard = vi.fn()
  element.addEventListener(ANALYTICS_EVENT, (event) => heard((event as CustomEvent).detail))
  return { element, heard }
}

describe('relay', () => {
  test('the page hears the event on the element; no data layer is touched without the attribute', () => {
    const { element, heard } = setUp()
    const page: Record<string, unknown> = {}
    expect(relay(element, wire, page)).toBe(true)
    expect(heard.mock.calls).toEqual([[detail]])
    expect(page).toEqual({})
  })

  test('with `datalayer`, the event follows a cleared ecommerce object, in a copy', () => {
    const { element } = setUp('')
    const page: Record<string, unknown> = {}
    relay(element, wire, page)
    expect(page.dataLayer).toEqual([{ ecommerce: null }, detail])
    const layer = [{ event: 'gtm.js' }]
    const { element: named } = setUp('tagLayer')
    relay(named, wire, { tagLayer: layer })
    expect(layer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, detail])
  })

  test('Consent Mode denying analytics_storage stops both; granting lets the next through', () => {
    const { element, heard } = setUp('')
    const layer: unknown[] = [['consent', 'default', { analytics_storage: 'denied' }]]
    expect(relay(element, wire, { dataLayer: layer })).toBe(false)
    expect(heard).not.toHaveBeenCalled()
    expect(layer).toHaveLength(1)
    layer.push(['consent', 'update', { analytics_storage: 'granted' }])
    expect(relay(element, wire, { dataLayer: layer })).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(layer.slice(2)).toEqual([{ ecommerce: null }, detail])
  })

  test('a malformed event, a bad layer name, or a layer that is not an array', () => {
    const { element, heard } = setUp('not a name')
    const page: Record<string, unknown> = { dataLayer: 'x' }
    expect(relay(element, { event: 'purchase', items: [] }, page)).toBe(false)
    expect(relay(element, wire, page)).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(page).toEqual({ dataLayer: 'x' })
  })
})
