import * as v from 'valibot'
import { ANY_CHANNEL_ID_PATTERN } from '../channels'
import { ATTRIBUTION_WINDOW_DAYS, CLICK_ID_PATTERN } from './attribution'

/**
 * Conversions (issue 65): a retailer reports an order that followed a viewer's click, signed
 * with the channel's conversion secret (HMAC-SHA256, hex), as a JSON POST or as a pixel.
 * The /docs page's "Conversions" section shows both; server/conversions/ receives them.
 */

// Paths, headers and the pixel's canonical string live in conversions-wire.ts (no schemas
// there), so the docs page shows them without carrying the validators below.
export {
  CONVERSION_CHANNEL_HEADER,
  CONVERSION_ERROR_CODES,
  CONVERSION_PIXEL_PATH,
  CONVERSION_SIGNATURE_HEADER,
  CONVERSIONS_PATH,
  pixelCanonical,
  SIGNATURE_TOLERANCE_SECONDS,
} from './conversions-wire'

export { ATTRIBUTION_WINDOW_DAYS }

/** Not in the spec: the longest order id. */
export const MAX_ORDER_ID = 100
/** Not in the spec: the most items a conversion lists. */
export const MAX_CONVERSION_ITEMS = 100

/**
 * How many minor digits a currency has (JPY 0, EUR 2, KWD 3), by the runtime's ISO 4217
 * data; 2 for a well-formed code it does not know.
 */
export function currencyDigits(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits
    return digits ?? 2
  } catch {
    return 2
  }
}

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,3}))?$/

/**
 * A decimal string's value in the currency's minor units ("129.90" EUR → 12990, "-20" → -2000,
 * "500" JPY → 500), or null when it is not a decimal with at most the currency's minor digits.
 */
export function toMinorUnits(value: string, currency: string): number | null {
  const m = DECIMAL.exec(value)
  if (!m) return null
  const digits = currencyDigits(currency)
  const fraction = m[3] ?? ''
  if (fraction.length > digits) return null
  const minor = Number(`${m[2]}${fraction.padEnd(digits, '0')}`)
  if (!Number.isSafeInteger(minor)) return null
  return m[1] === '-' && minor !== 0 ? -minor : minor
}

/** ISO 4217: three upper-case letters ("usd" and "US$" are refused). */
export const CurrencySchema = v.pipe(
  v.string('the currency must be text'),
  v.regex(/^[A-Z]{3}$/, 'the currency is an ISO 4217 code: three upper-case letters, like EUR'),
)

export const ClickIdSchema = v.pipe(
  v.string('the click id must be text'),
  v.regex(CLICK_ID_PATTERN, 'the click id is the 22 characters our buy link added'),
)

export const OrderIdSchema = v.pipe(
  v.string('the order id must be text'),
  v.minLength(1, 'the order id is required'),
  v.maxLength(MAX_ORDER_ID, `the order id is at most ${MAX_ORDER_ID} characters`),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  v.regex(/^[^\u0000-\u001f\u007f]+$/, 'the order id must not hold control characters'),
)

const ValueTextSchema = v.pipe(
  v.string('the value is a decimal string, like "129.90"'),
  v.regex(DECIMAL, 'the value is a decimal string, like "129.90" or "-20.00" for a refund'),
)

const ItemSchema = v.strictObject({
  id: v.pipe(v.string('an item id must be text'), v.minLength(1), v.maxLength(100)),
  quantity: v.pipe(v.number(), v.integer('a quantity is a whole number'), v.minValue(1)),
  price: ValueTextSchema,
})

/** The value's minor digits must fit the currency's: checked once both are known. */
const FITS = 'the value has more decimals than the currency has minor digits'

/**
 * POST {api}/conversions, signed (CONVERSION_SIGNATURE_HEADER) with the channel's secret:
 * the click id our buy link carried, the retailer's order id, the value (negative: a refund of
 * that order) and its currency. Answers 201 `{ conversionId }`, 200 `{ duplicate: true }` for
 * an order (or its refund) already recorded, else `{ error: { code, message } }`.
 */
export const ConversionSchema = v.pipe(
  v.strictObject({
    clickId: ClickIdSchema,
    orderId: OrderIdSchema,
    value: ValueTextSchema,
    currency: CurrencySchema,
    items: v.optional(
      v.pipe(
        v.array(ItemSchema, 'items must be a list'),
        v.maxLength(MAX_CONVERSION_ITEMS, `at most ${MAX_CONVERSION_ITEMS} items`),
      ),
    ),
  }),
  v.check((input) => toMinorUnits(input.value, input.currency) !== null, FITS),
)
export type Conversion = v.InferOutput<typeof ConversionSchema>

export const ConversionAnswerSchema = v.union([
  v.object({ conversionId: v.string() }),
  v.object({ duplicate: v.literal(true) }),
])

/**
 * GET {api}/conversions/pixel.gif?channel=&click_id=&order_id=&value=&currency=&t=&sig=: the
 * same conversion for a page that can only show an image; `sig` is the hex HMAC-SHA256 of
 * `pixelCanonical(…)`. Answers a 1×1 GIF, or the same JSON errors.
 */
export const PixelQuerySchema = v.pipe(
  // Other parameters (a cache buster) are let through and ignored.
  v.object({
    channel: v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN, 'not a channel id')),
    click_id: ClickIdSchema,
    order_id: OrderIdSchema,
    value: ValueTextSchema,
    currency: CurrencySchema,
    t: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 't is the time in unix seconds')),
    sig: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'sig is 64 lower-case hex digits')),
  }),
  v.check((input) => toMinorUnits(input.value, input.currency) !== null, FITS),
)
export type PixelQuery = v.InferOutput<typeof PixelQuerySchema>
