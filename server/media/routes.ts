import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { routes } from '../../shared/api/routes'
import { products } from '../db/schema'
import type { AppDeps } from '../deps'
import { jsonError } from '../http/errors'
import { formatFor, PICTURE_TYPES } from './encode'
import { mediaFor } from './for-deps'
import { PictureError } from './picture-error'
import { isSourceHash, PICTURE_SIZES, type PictureSize, sourceHash } from './picture-url'

/** A year, immutable: the address changes whenever the feed's picture URL does. */
const KEPT = 'public, max-age=31536000, immutable'
/** A failed picture's answer is cached briefly (the widget retries; the proxy remembers too). */
const FAILED = 'public, max-age=60'

const ParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/)),
  hash: v.pipe(v.string(), v.check(isSourceHash)),
  size: v.pipe(
    v.string(),
    v.check((raw) => (PICTURE_SIZES as readonly number[]).includes(Number(raw))),
  ),
})

/** `GET /media/pictures/{productId}/{hash}/{size}`: an imported item's picture, through us. */
export function mediaRoutes(deps: AppDeps) {
  return new Hono().on(routes.itemPicture.method, routes.itemPicture.pattern, async (c) => {
    const params = v.safeParse(ParamsSchema, c.req.param())
    if (!params.success) {
      return jsonError(c, 400, 'Not a picture address of this server', 'bad-address')
    }
    const { id, hash, size } = params.output
    const [row] = await deps.db
      .select({ imageLink: products.imageLink })
      .from(products)
      .where(eq(products.id, Number(id)))
      .limit(1)
    if (!row?.imageLink || sourceHash(row.imageLink) !== hash) {
      return jsonError(c, 404, 'Unknown picture', 'unknown-picture')
    }
    const format = formatFor(c.req.header('Accept'))
    c.header('Vary', 'Accept', { append: true })
    try {
      const bytes = await mediaFor(deps).picture(row.imageLink, Number(size) as PictureSize, format)
      c.header('Content-Type', PICTURE_TYPES[format])
      c.header('Cache-Control', KEPT)
      return c.body(new Uint8Array(bytes))
    } catch (error) {
      if (!(error instanceof PictureError)) throw error
      c.header('Cache-Control', FAILED)
      return jsonError(c, error.status, error.message, error.code)
    }
  })
}
