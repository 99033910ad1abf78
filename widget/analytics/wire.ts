import type { GaItem } from './items'

/** The GA4 ecommerce events the widget sends (issue 65). */
export const GA_EVENTS = ['view_item_list', 'view_item', 'select_item'] as const
export type GaEventName = (typeof GA_EVENTS)[number]

/** The list every event's items come from: the Live list. */
export const LIVE_LIST = { item_list_id: 'live', item_list_name: 'Live' } as const

/** GA4's `ecommerce` object of one event. */
export type GaEcommerce = {
  item_list_id?: string
  item_list_name?: string
  currency?: string
  value?: number
  items: GaItem[]
}

/**
 * One event as the frame hands it to the host page: the event's name beside its ecommerce
 * fields, flat, so it fits the bridge's event data (three levels deep).
 */
export type GaWire = GaEcommerce & { event: GaEventName }

/** What the host page receives: `shoppable-tv:analytics` detail and the dataLayer entry. */
export type AnalyticsDetail = { event: GaEventName; ecommerce: GaEcommerce }

const MAX_ITEMS = 32
const ITEM_TEXT = new Set(['item_id', 'item_name', 'item_brand', 'item_category'])
const ITEM_NUMBERS = new Set(['price', 'index'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isItem(value: unknown): value is GaItem {
  if (!isRecord(value) || typeof value.item_id !== 'string') return false
  return Object.entries(value).every(([key, field]) =>
    ITEM_TEXT.has(key)
      ? typeof field === 'string' && field.length <= 500
      : ITEM_NUMBERS.has(key) && typeof field === 'number' && Number.isFinite(field),
  )
}

/** The host page's check of what the frame sent: only these events, fields and sizes. */
export function toAnalyticsDetail(value: unknown): AnalyticsDetail | null {
  if (!isRecord(value)) return null
  const { event, items, item_list_id, item_list_name, currency, value: total } = value
  if (!GA_EVENTS.includes(event as GaEventName)) return null
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) return null
  if (!items.every(isItem)) return null
  const ecommerce: GaEcommerce = { items }
  if (item_list_id === LIVE_LIST.item_list_id && item_list_name === LIVE_LIST.item_list_name) {
    Object.assign(ecommerce, LIVE_LIST)
  }
  if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)) ecommerce.currency = currency
  if (typeof total === 'number' && Number.isFinite(total) && ecommerce.currency) {
    ecommerce.value = total
  }
  return { event: event as GaEventName, ecommerce }
}
