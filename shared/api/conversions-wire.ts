/**
 * Conversions on the wire (shared/api/conversions.ts has the schemas): what senders and the
 * /docs page name. No validators here.
 */

import { routes } from './routes'

/** Paths under the API base, as the route table mounts them. */
export const CONVERSIONS_PATH = routes.conversions.pattern
export const CONVERSION_PIXEL_PATH = routes.conversionPixel.pattern

/** The header naming the channel whose secret signed a conversion. */
export const CONVERSION_CHANNEL_HEADER = 'X-Stv-Channel'
/** The header with `t={unix seconds},v1={hex HMAC-SHA256(secret, "{t}.{raw body}")}`. */
export const CONVERSION_SIGNATURE_HEADER = 'X-Stv-Signature'
/** Not in the spec: how far a signature's `t` may be from the server's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The error codes a conversion's sender branches on (shared/api/error-codes.ts has them). */
export const CONVERSION_ERROR_CODES = [
  'bad-signature',
  'stale-signature',
  'no-conversion-secret',
  'unknown-click',
  'expired-click',
  'refund-without-sale',
] as const

/** What a pixel signs: its query but `sig`. */
export type PixelSigned = {
  t: string
  channel: string
  click_id: string
  order_id: string
  value: string
  currency: string
}

/**
 * What a pixel's `sig` signs: `{t}.{channel}` then the click id, order id, value and currency,
 * each on its own line (`\n`); none of them can hold a line break.
 */
export function pixelCanonical(q: PixelSigned): string {
  return `${q.t}.${q.channel}\n${q.click_id}\n${q.order_id}\n${q.value}\n${q.currency}`
}
