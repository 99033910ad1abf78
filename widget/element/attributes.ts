import { DEFAULT_API_PATH } from '../../shared/api/paths'

/** What the element shows: store and account (full), the store only, or the account only. */
export const VIEWS = ['full', 'store', 'account'] as const
export type View = (typeof VIEWS)[number]

/** Colour theme; auto follows the viewer's prefers-color-scheme. */
export const THEMES = ['dark', 'light', 'auto'] as const
export type Theme = (typeof THEMES)[number]

/**
 * How the widget runs on the page. Only `inline` exists in this build: every value renders
 * inline. `frame` (an iframe on the widget's origin plus the bridge) and `auto` (frame on
 * foreign origins) arrive with the embedding issue; the attribute is reserved for them.
 */
export const MODES = ['auto', 'inline', 'frame'] as const
export type Mode = (typeof MODES)[number]

/** The attributes after parsing; a bad value falls back to the default. */
export type WidgetAttributes = {
  channelId: string | null
  view: View
  theme: Theme
  apiBase: string
  mode: Mode
}

/** Raw attribute strings as the element receives them (camelCased by r2wc). */
export type RawAttributes = {
  channelId?: string
  view?: string
  theme?: string
  apiBase?: string
  mode?: string
}

const CHANNEL_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i

function pick<T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T {
  const lower = value?.trim().toLowerCase()
  return allowed.find((item) => item === lower) ?? fallback
}

/**
 * The API base: an http(s) URL (relative ones resolve against the page), without trailing
 * slash; anything else means the default, the origin the widget script came from + /api.
 */
export function parseApiBase(
  value: string | undefined,
  scriptUrl: string,
  pageUrl: string,
): string {
  const fallback = new URL(DEFAULT_API_PATH, scriptUrl).href
  if (!value?.trim()) return fallback
  try {
    const url = new URL(value.trim(), pageUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback
    return url.href.replace(/\/+$/, '')
  } catch {
    return fallback
  }
}

/** Parses the element's attributes; `scriptUrl` is the widget module's own URL. */
export function parseAttributes(
  raw: RawAttributes,
  scriptUrl: string,
  pageUrl: string,
): WidgetAttributes {
  const channelId = raw.channelId?.trim() ?? ''
  return {
    channelId: CHANNEL_ID.test(channelId) ? channelId : null,
    view: pick(VIEWS, raw.view, 'full'),
    theme: pick(THEMES, raw.theme, 'auto'),
    apiBase: parseApiBase(raw.apiBase, scriptUrl, pageUrl),
    mode: pick(MODES, raw.mode, 'auto'),
  }
}
