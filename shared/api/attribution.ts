import * as v from 'valibot'
import { fillPath } from './route-path'
import { routes } from './routes'

/**
 * Attribution (issue 65): a buy link goes out through our redirect, which gives the visit a
 * random click id and adds the feed's tracking template to the item's link; a retailer's
 * conversion names that click id within the window.
 */

/** Not in the spec: how long a click id can be named by a conversion, in days. */
export const ATTRIBUTION_WINDOW_DAYS = 30

/** A click id: 16 random bytes, base64url (22 characters). */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** What a template's values may name, each filled in per click. */
export const TRACKING_PLACEHOLDERS = ['click_id', 'channel', 'segment', 'item_id'] as const
export type TrackingPlaceholder = (typeof TRACKING_PLACEHOLDERS)[number]

/** Not in the spec: the longest template the Studio accepts. */
export const MAX_TRACKING_TEMPLATE = 500

/**
 * The parameters a feed's buy links get when it names none: UTM, per channel and item, and the
 * click id (`stv_click`) for the shop to send back with the order.
 */
export const DEFAULT_TRACKING_TEMPLATE =
  'utm_source=shoppable-tv&utm_medium=video&utm_campaign={channel}&utm_content={item_id}&stv_click={click_id}'

/** Affiliate networks' own parameter for a publisher's click id, for the Studio's presets. */
export const AFFILIATE_PRESETS = [
  { network: 'Awin', parameter: 'clickref' },
  { network: 'Impact', parameter: 'subId1' },
  { network: 'CJ', parameter: 'sid' },
] as const

/** One `name=value` of a template, the value's placeholders not yet filled. */
export type TemplatePair = { name: string; value: string }

const NAME = /^[A-Za-z0-9_.~[\]-]{1,64}$/
const PLACEHOLDER = /\{([^{}]*)\}/g

/**
 * A template's pairs, or why it is not one: `name=value` joined by `&`, names of URL-safe
 * characters, values free text with `{click_id}`, `{channel}`, `{segment}` or `{item_id}`.
 * The empty template adds nothing.
 */
export function parseTemplate(
  template: string,
): { ok: true; pairs: TemplatePair[] } | { ok: false; message: string } {
  if (template.trim() === '') return { ok: true, pairs: [] }
  const pairs: TemplatePair[] = []
  for (const part of template.trim().split('&')) {
    const at = part.indexOf('=')
    const name = at < 0 ? part : part.slice(0, at)
    const value = at < 0 ? '' : part.slice(at + 1)
    if (!NAME.test(name)) {
      return {
        ok: false,
        message: `"${part}" is not name=value with a name of letters, digits, _ . - ~ [ ]`,
      }
    }
    for (const m of value.matchAll(PLACEHOLDER)) {
      if (!(TRACKING_PLACEHOLDERS as readonly string[]).includes(m[1] ?? '')) {
        return {
          ok: false,
          message: `Unknown placeholder {${m[1]}}: use ${TRACKING_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        }
      }
    }
    if (/[{}]/.test(value.replace(PLACEHOLDER, ''))) {
      return { ok: false, message: `A brace in "${part}" opens or closes no placeholder` }
    }
    if (pairs.some((pair) => pair.name === name)) {
      return { ok: false, message: `"${name}" is named twice` }
    }
    pairs.push({ name, value })
  }
  return { ok: true, pairs }
}

/** A template as the Studio sends it: checked by `parseTemplate`; null for the default. */
export const TrackingTemplateSchema = v.nullable(
  v.pipe(
    v.string('the template must be text'),
    v.trim(),
    v.maxLength(
      MAX_TRACKING_TEMPLATE,
      `a tracking template is at most ${MAX_TRACKING_TEMPLATE} characters`,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const parsed = parseTemplate(dataset.value)
      if (!parsed.ok) addIssue({ message: parsed.message })
    }),
  ),
)

/**
 * `link` with the template's pairs set (a pair replaces a parameter of the same name the link
 * has), each placeholder filled with its value; null when the link is not http(s).
 */
export function withTracking(
  link: string,
  pairs: readonly TemplatePair[],
  values: Readonly<Record<TrackingPlaceholder, string>>,
): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  for (const pair of pairs) {
    const filled = pair.value.replace(
      PLACEHOLDER,
      (_, name: string) => values[name as TrackingPlaceholder] ?? '',
    )
    url.searchParams.set(pair.name, filled)
  }
  return url.href
}

/**
 * A buy link's way out for an item a channel showed, under the API base: the redirect gives
 * the visit its click id and forwards to the item's link with its feed's tracking template.
 */
export function clickOutPath(channelId: string, itemId: number): string {
  return fillPath(routes.clickOut.pattern, { channelId, itemId })
}
