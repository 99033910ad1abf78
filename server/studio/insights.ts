import { Hono } from 'hono'
import { InsightsQuerySchema, RANGE_BUCKET } from '../../shared/api/insights'
import { routes } from '../../shared/api/routes'
import { readConversionInsights } from '../conversions'
import type { AppDeps } from '../deps'
import { parse } from '../http/errors'
import { readInsights } from '../insights'
import type { StudioVars } from './access'

/**
 * A channel's non-personal insights for its members (shared/api/insights.ts), with its
 * conversions (shared/api/conversion-insights.ts).
 */
export function insightsRoutes(deps: AppDeps) {
  return new Hono<StudioVars>().on(routes.insights.method, routes.insights.pattern, async (c) => {
    const { range } = parse(InsightsQuerySchema, c.req.query(), 'query')
    const now = deps.now()
    const { from, ...insights } = await readInsights(deps.db, c.var.channel.id, range, now)
    const buckets = insights.series.map((point) => new Date(point.at))
    const conversions = await readConversionInsights(
      deps.db,
      c.var.channel.id,
      buckets,
      RANGE_BUCKET[range],
      {
        total: insights.totals.impressions,
        byBucket: new Map(insights.series.map((p) => [new Date(p.at).getTime(), p.impressions])),
      },
    )
    return c.json({
      range,
      bucket: RANGE_BUCKET[range],
      from: from.toISOString(),
      to: now.toISOString(),
      ...insights,
      conversions,
    })
  })
}
