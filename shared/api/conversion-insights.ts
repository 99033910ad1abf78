import * as v from 'valibot'

/**
 * Conversions in the Studio's insights (issue 65): orders, refunds and revenue per currency
 * (minor units, refunds subtracted; never summed across currencies), the conversion rate
 * (orders per click-out through the buy-link redirect) and revenue per thousand impressions.
 */

/** One currency's revenue: net minor units, its digits, and per thousand impressions. */
export const RevenueSchema = v.object({
  currency: v.string(),
  /** Minor units (cents), refunds subtracted. */
  minor: v.number(),
  /** The currency's minor digits: `minor / 10 ** digits` is the amount. */
  digits: v.number(),
  /** Revenue in minor units per 1,000 impressions; null when none is known or counted. */
  rpm: v.nullable(v.number()),
})
export type Revenue = v.InferOutput<typeof RevenueSchema>

export const ConversionFiguresSchema = v.object({
  orders: v.number(),
  refunds: v.number(),
  /** Visits of buy links (the redirect's click-outs). */
  clickOuts: v.number(),
  /** Orders per click-out; null without click-outs. */
  conversionRate: v.nullable(v.number()),
  /** Per currency, by code (amounts of different currencies are never compared or summed). */
  revenue: v.array(RevenueSchema),
})
export type ConversionFigures = v.InferOutput<typeof ConversionFiguresSchema>

export const ConversionInsightsSchema = v.object({
  totals: ConversionFiguresSchema,
  /** Every bucket of the range, as the insights' series. */
  series: v.array(v.object({ at: v.string(), ...ConversionFiguresSchema.entries })),
  /** Products with orders or click-outs, most orders first (at most 20). */
  products: v.array(
    v.object({ productId: v.number(), title: v.string(), ...ConversionFiguresSchema.entries }),
  ),
  /** Program segments likewise; `segmentKey` null: clicks with no segment on record. */
  segments: v.array(
    v.object({
      segmentKey: v.nullable(v.string()),
      /** What the segment said (its title, else its caption's start); null when unknown. */
      title: v.nullable(v.string()),
      ...ConversionFiguresSchema.entries,
    }),
  ),
})
export type ConversionInsights = v.InferOutput<typeof ConversionInsightsSchema>

/** Orders per click-out, or null without click-outs. */
export function conversionRate(orders: number, clickOuts: number): number | null {
  return clickOuts > 0 ? orders / clickOuts : null
}
