import { Hono } from 'hono'
import * as v from 'valibot'
import {
  DEFAULT_TRACKING_TEMPLATE,
  parseTemplate,
  type TemplatePair,
  withTracking,
} from '../../shared/api/attribution'
import { routes } from '../../shared/api/routes'
import { MAX_ITEM_ID } from '../../shared/constants'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import { lastShownSegment, requireChannel } from '../live'
import { rateLimit } from '../rate-limit'
import { newClickId, recordClickOut } from './click-out'
import { itemLink } from './item-link'

/** Error texts of the redirect. */
export const CLICK_OUT_ERROR = {
  unknownItem: (id: number) => `Unknown item: ${id}`,
  notShown: (id: number, channelId: string) => `Item ${id} was not shown on ${channelId}`,
  noWebLink: (id: number) => `Item ${id} has no web link to follow`,
} as const

const ItemIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'must be an item id'),
  v.transform(Number),
  v.maxValue(MAX_ITEM_ID, 'must be an item id'),
)

/** A stored template's pairs (one saved was checked); the default for none. */
function pairsOf(template: string | null): TemplatePair[] {
  const parsed = parseTemplate(template ?? DEFAULT_TRACKING_TEMPLATE)
  return parsed.ok ? parsed.pairs : []
}

/**
 * `GET /api/r/{channelId}/{itemId}`: a buy link's way out. Only an item the channel showed
 * live is followed, to its own stored link (http(s) only), so no address in the request is ever
 * a destination. Each visit gets a new click id, stored with the segment that showed the item,
 * and the item's feed's tracking template (UTM by default) is set on the link.
 */
export function attributionRoutes(deps: AppDeps) {
  return new Hono().on(
    routes.clickOut.method,
    routes.clickOut.pattern,
    rateLimit(deps, 'clickOut'),
    async (c) => {
      const channel = await requireChannel(deps, c.req.param('channelId'))
      const productId = parse(ItemIdSchema, c.req.param('itemId'), 'item id')
      const item = await itemLink(deps.db, productId)
      if (!item) throw new HttpError(404, CLICK_OUT_ERROR.unknownItem(productId))
      const segmentKey = await lastShownSegment(deps.db, channel.id, productId)
      if (segmentKey === null) {
        throw new HttpError(404, CLICK_OUT_ERROR.notShown(productId, channel.id))
      }
      const clickId = newClickId()
      const target = withTracking(item.link, pairsOf(item.trackingTemplate), {
        click_id: clickId,
        channel: channel.id,
        segment: segmentKey,
        item_id: item.externalId ?? String(item.id),
      })
      if (!target) throw new HttpError(404, CLICK_OUT_ERROR.noWebLink(productId))
      await recordClickOut(deps.db, {
        clickId,
        channelId: channel.id,
        productId,
        segmentKey,
        at: deps.now(),
      })
      c.header('Cache-Control', 'no-store')
      return c.redirect(target, 302)
    },
  )
}
