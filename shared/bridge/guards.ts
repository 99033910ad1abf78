import {
  BRIDGE_MAX_TITLE_LENGTH,
  BRIDGE_MAX_URL_LENGTH,
  type EventData,
  type FrameAuthState,
  HOST_EVENT_PREFIX,
  type HostEvent,
  type PageContext,
  type Picture,
} from './protocol.ts'

// Every value that crosses the bridge is checked here, on the side that receives it.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

/** A plain http(s) URL: no credentials, within the length limit; null otherwise. */
function parseWebUrl(value: unknown): URL | null {
  if (!isText(value, BRIDGE_MAX_URL_LENGTH)) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.username || url.password ? null : url
  } catch {
    return null
  }
}

/** Any string (a type guard for method tables). */
export const isString = (value: unknown): value is string => typeof value === 'string'

/** A serialized http(s) origin such as `https://partner.com` (no path, no trailing slash). */
export function isOrigin(value: unknown): value is string {
  return typeof value === 'string' && parseWebUrl(value)?.origin === value
}

/** An absolute http(s) URL on exactly `origin` (scheme, host and port). */
export function isUrlOn(origin: string, value: unknown): value is string {
  return typeof value === 'string' && parseWebUrl(value)?.origin === origin
}

/** The loader's answer to getPicture. */
export function isPicture(value: unknown): value is Picture {
  return (
    value === 'unknown' || value === 'none' || (typeof value === 'number' && Number.isFinite(value))
  )
}

/** A one-time sign-in handoff code as the server issues them. */
export function isHandoffCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value)
}

/** The host page's URL and title as the parent answers getPageContext. */
export function isPageContext(value: unknown): value is PageContext {
  return (
    isObject(value) &&
    parseWebUrl(value.url) !== null &&
    isText(value.title, BRIDGE_MAX_TITLE_LENGTH)
  )
}

/** The frame's answer to getAuthState / redeemHandoff. */
export function isFrameAuthState(value: unknown): value is FrameAuthState {
  return (
    isObject(value) &&
    (value.status === 'loading' || value.status === 'signed-in' || value.status === 'signed-out')
  )
}

/**
 * JSON-like data, at most `depth` levels deep, at most 32 entries per level, strings of
 * at most 2,048 characters, and never a key that could carry a session (`token`,
 * `credential`): the host page must not get the viewer's token through an event.
 */
export function isEventData(value: unknown, depth = 3): value is EventData {
  if (value === null || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'string') return value.length <= BRIDGE_MAX_URL_LENGTH
  if (depth === 0 || typeof value !== 'object') return false
  const entries = Object.entries(value)
  return (
    entries.length <= 32 &&
    (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) &&
    entries.every(([key, item]) => !/token|credential/i.test(key) && isEventData(item, depth - 1))
  )
}

/** A widget event: a `shoppable-tv:…` name and JSON-like detail. */
export function isHostEvent(value: unknown): value is HostEvent {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    value.name.startsWith(HOST_EVENT_PREFIX) &&
    /^[a-z][a-z-]{0,39}$/.test(value.name.slice(HOST_EVENT_PREFIX.length)) &&
    isEventData(value.detail)
  )
}
