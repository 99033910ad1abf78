import { DEFAULT_API_PATH } from '../../shared/api/paths'

import { THEMES, type Theme, VIEWS, type View } from '../../shared/bridge/protocol'

// The embed page (server) reads view and theme too, so their values live in shared/.
export { THEMES, type Theme, VIEWS, type View }

/**
 * How the widget runs on the page (ARCHITECTURE.md §4): `inline` in a Shadow DOM on the
 * page, `frame` in an iframe on the widget's origin talking over the bridge, `auto` (the
 * default) frame on foreign origins and inline on our own. The loader's element chooses.
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

/** Every attribute but the API base (all the loader needs to choose a mode and frame). */
export function parseLayoutAttributes(raw: RawAttributes): Omit<WidgetAttributes, 'apiBase'> {
  const channelId = raw.channelId?.trim() ?? ''
  return {
    channelId: CHANNEL_ID.test(channelId) ? channelId : null,
    view: pick(VIEWS, raw.view, 'full'),
    theme: pick(THEMES, raw.theme, 'auto'),
    mode: pick(MODES, raw.mode, 'auto'),
  }
}

/** Parses the element's attributes; `scriptUrl` is the widget module's own URL. */
export function parseAttributes(
  raw: RawAttributes,
  scriptUrl: string,
  pageUrl: string,
): WidgetAttributes {
  return { ...parseLayoutAttributes(raw), apiBase: parseApiBase(raw.apiBase, scriptUrl, pageUrl) }
}
