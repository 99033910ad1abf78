import {
  CONVERSION_CHANNEL_HEADER,
  CONVERSION_PIXEL_PATH,
  CONVERSION_SIGNATURE_HEADER,
  CONVERSIONS_PATH,
  pixelCanonical,
} from '../../shared/api/conversions'
import { newClickId } from '../attribution'
import { clickOuts, products } from '../db/schema'
import type { TestApp } from '../testing'
import { hmacHex } from './signature'

/** Stores a click-out as the redirect would, on the first product of the catalog. */
export async function addClick(
  t: Pick<TestApp, 'db'>,
  channelId: string,
  at: Date,
  options: { clickId?: string; productId?: number; segmentKey?: string | null } = {},
): Promise<{ clickId: string; productId: number }> {
  const clickId = options.clickId ?? newClickId()
  let productId = options.productId
  if (productId === undefined) {
    const [first] = await t.db.select({ id: products.id }).from(products).limit(1)
    if (!first) throw new Error('addClick: the catalog is empty')
    productId = first.id
  }
  await t.db
    .insert(clickOuts)
    .values({ clickId, channelId, productId, segmentKey: options.segmentKey ?? null, at })
  return { clickId, productId }
}

/** POSTs a conversion signed with `secret` at `t` (unix seconds), as a retailer would. */
export function postConversion(
  t: Pick<TestApp, 'app' | 'config'>,
  channelId: string,
  secret: string,
  body: unknown,
  time: number,
  headers: Record<string, string> = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  return t.app.request(`${t.config.apiPath}${CONVERSIONS_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [CONVERSION_CHANNEL_HEADER]: channelId,
      [CONVERSION_SIGNATURE_HEADER]: `t=${time},v1=${hmacHex(secret, `${time}.${raw}`)}`,
      ...headers,
    },
    body: raw,
  })
}

/** The pixel's URL path and query for a conversion, signed with `secret` at `t`. */
export function pixelPath(
  apiPath: string,
  q: { channel: string; click_id: string; order_id: string; value: string; currency: string },
  secret: string,
  time: number,
): string {
  const signed = { ...q, t: String(time) }
  const sig = hmacHex(secret, pixelCanonical(signed))
  return `${apiPath}${CONVERSION_PIXEL_PATH}?${new URLSearchParams({ ...signed, sig })}`
}
