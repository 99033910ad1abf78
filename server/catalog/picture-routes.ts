// The pictures this server draws for items that have none of their own (the demo catalog's).
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { routes } from '../../shared/api/routes'
import type { Db } from '../db'
import { products } from '../db/schema'
import { cachedBody } from '../http/cache'
import { HttpError, parse } from '../http/errors'
import { itemKey } from './catalog-store'
import { renderProductSvg } from './product-image'

const MediaFileSchema = v.pipe(v.string(), v.regex(/^\d{1,9}\.svg$/, 'unknown picture'))
const FeedIdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'unknown picture'))
const FeedPictureSchema = v.pipe(
  v.string(),
  v.maxLength(60, 'unknown picture'),
  v.regex(/^[^/]+\.svg$/, 'unknown picture'),
)

/** An item's drawn picture; the API's own headers (default-src 'none', nosniff) keep it inert. */
function pictureOf(c: Context, row: typeof products.$inferSelect | undefined) {
  if (!row) throw new HttpError(404, 'Unknown picture')
  return cachedBody(c, renderProductSvg(row), {
    contentType: 'image/svg+xml',
    cacheControl: 'public, max-age=31536000, immutable',
  })
}

/** An item's drawn picture by its id, and the demo feed's by feed and item id. */
export function pictureRoutes(deps: { db: Db }) {
  return (
    new Hono()
      .on(routes.productPicture.method, routes.productPicture.pattern, async (c) => {
        const file = parse(MediaFileSchema, c.req.param('file'), 'picture')
        const id = Number.parseInt(file, 10)
        const [row] = await deps.db.select().from(products).where(eq(products.id, id)).limit(1)
        return pictureOf(c, row)
      })
      // The demo feed's pictures: its image links name the item by feed and id, known before
      // the database numbers it.
      .on(routes.feedPicture.method, routes.feedPicture.pattern, async (c) => {
        const feedId = parse(FeedIdSchema, c.req.param('feedId'), 'picture')
        const file = parse(FeedPictureSchema, c.req.param('file'), 'picture')
        const key = itemKey(Number(feedId), file.slice(0, -'.svg'.length))
        const [row] = await deps.db.select().from(products).where(eq(products.key, key)).limit(1)
        return pictureOf(c, row)
      })
  )
}
