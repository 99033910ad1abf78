import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  CONVERSION_CHANNEL_HEADER,
  CONVERSION_SIGNATURE_HEADER,
  type Conversion,
  ConversionSchema,
  PixelQuerySchema,
  pixelCanonical,
} from '../../shared/api/conversions'
import { ERROR_CODE } from '../../shared/api/error-codes'
import { routes } from '../../shared/api/routes'
import { ANY_CHANNEL_ID_PATTERN } from '../../shared/channels'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import { type RecordOutcome, recordConversion } from './record'
import { parseSignatureHeader } from './signature'
import { verifySigned } from './verify'

/** A transparent 1×1 GIF: what the pixel answers once the conversion is taken. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)

/** Not in the spec: the messages of the refusals after the signature. */
export const CONVERSION_ERROR = {
  unknownClick: 'No click of this channel has that click id',
  expiredClick: 'That click is older than the attribution window (30 days)',
  refundWithoutSale: 'A refund (negative value) needs the sale of its order first',
} as const

/** The refusal of an outcome, or null for one that is answered as stored. */
function refusal(result: RecordOutcome): HttpError | null {
  switch (result.outcome) {
    case 'unknown-click':
      return new HttpError(404, CONVERSION_ERROR.unknownClick, ERROR_CODE.unknownClick)
    case 'expired-click':
      return new HttpError(410, CONVERSION_ERROR.expiredClick, ERROR_CODE.expiredClick)
    case 'refund-without-sale':
      return new HttpError(409, CONVERSION_ERROR.refundWithoutSale, ERROR_CODE.refundWithoutSale)
    case 'refund-mismatch':
      return new HttpError(409, result.message)
    default:
      return null
  }
}

function channelHeader(c: Context): string | undefined {
  const id = c.req.header(CONVERSION_CHANNEL_HEADER)
  return id && ANY_CHANNEL_ID_PATTERN.test(id) ? id : undefined
}

/**
 * Retailers' conversions (shared/api/conversions.ts): `POST /conversions`, the body signed
 * with the channel's secret, and `GET /conversions/pixel.gif`, its query signed.
 */
export function conversionRoutes(deps: AppDeps) {
  return new Hono()
    .on(routes.conversions.method, routes.conversions.pattern, async (c) => {
      c.header('Cache-Control', 'no-store')
      const raw = await c.req.text()
      const header = parseSignatureHeader(c.req.header(CONVERSION_SIGNATURE_HEADER))
      const now = deps.now()
      const channelId = channelHeader(c)
      await verifySigned(
        deps.db,
        channelId,
        header && { t: header.t, signature: header.v1, message: `${header.t}.${raw}` },
        now,
      )
      if (!channelId) throw new HttpError(401, 'Name the channel')
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
        throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)')
      }
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        throw new HttpError(400, 'The body is not valid JSON')
      }
      const conversion: Conversion = parse(ConversionSchema, body, 'body')
      const result = await recordConversion(deps.db, channelId, conversion, now)
      const refused = refusal(result)
      if (refused) throw refused
      return result.outcome === 'created'
        ? c.json({ conversionId: result.conversionId }, 201)
        : c.json({ duplicate: true as const }, 200)
    })
    .on(routes.conversionPixel.method, routes.conversionPixel.pattern, async (c) => {
      c.header('Cache-Control', 'no-store')
      const q = parse(PixelQuerySchema, c.req.query(), 'query')
      const now = deps.now()
      await verifySigned(
        deps.db,
        q.channel,
        { t: q.t, signature: q.sig, message: pixelCanonical(q) },
        now,
      )
      const conversion: Conversion = {
        clickId: q.click_id,
        orderId: q.order_id,
        value: q.value,
        currency: q.currency,
      }
      const refused = refusal(await recordConversion(deps.db, q.channel, conversion, now))
      if (refused) throw refused
      return c.body(new Uint8Array(PIXEL_GIF), 200, {
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store',
      })
    })
}
