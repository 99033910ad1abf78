import * as v from 'valibot'
import { ANALYTICS_COOKIE_MAX_AGE_S } from '../../shared/constants'

/** Consent categories of spec §3; only Necessary is forced on (spec §5). */
export type Consent = {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

/** The optional categories, in the order the banner lists them. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'functional'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

/** Cookies each optional category may set; removed when the category is declined. */
export const CATEGORY_COOKIES: Readonly<Record<OptionalCategory, readonly string[]>> = {
  analytics: ['stv_analytics'],
  marketing: ['stv_marketing'],
  functional: ['stv_functional'],
}

const RecordSchema = v.object({
  necessary: v.literal(true),
  analytics: v.boolean(),
  marketing: v.boolean(),
  functional: v.boolean(),
  decidedAt: v.string(),
})

/** Every category allowed. */
export const ACCEPT_ALL: Consent = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
}
/** Only what the site needs. */
export const REJECT_ALL: Consent = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
}

/** The stored decision, or null when the viewer has not decided (or the record is unreadable). */
export function parseConsent(raw: string | null): Consent | null {
  if (!raw) return null
  try {
    const result = v.safeParse(RecordSchema, JSON.parse(raw))
    if (!result.success) return null
    const { analytics, marketing, functional } = result.output
    return { necessary: true, analytics, marketing, functional }
  } catch {
    return null
  }
}

/** The record to store for a decision. */
export function serializeConsent(consent: Consent, now: Date): string {
  return JSON.stringify({ ...consent, necessary: true, decidedAt: now.toISOString() })
}

/**
 * The Set-Cookie strings (for document.cookie) that make the browser's cookies match a
 * decision: the analytics cookie for two years when allowed; every cookie of a declined
 * category expired.
 */
export function cookieChanges(consent: Consent, secure: boolean): string[] {
  const attrs = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const out: string[] = []
  for (const category of OPTIONAL_CATEGORIES) {
    for (const name of CATEGORY_COOKIES[category]) {
      if (!consent[category]) out.push(`${name}=; Max-Age=0${attrs}`)
      else if (category === 'analytics')
        out.push(`${name}=1; Max-Age=${ANALYTICS_COOKIE_MAX_AGE_S}${attrs}`)
    }
  }
  return out
}
