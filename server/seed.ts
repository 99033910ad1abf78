import { count, isNull, sql } from 'drizzle-orm'
import { DEMO_CHANNELS } from '../shared/channels'
import { generateCatalog } from './catalog/seed-data'
import { type Config, originSpellings } from './config'
import type { Db } from './db'
import { channelOrigins, channels, products } from './db/schema'

/** Rows per INSERT while seeding the catalog. */
const BATCH = 500

/**
 * The demo channel whose embedding the demo-hosts origin is not registered for, so a demo
 * broadcaster page can show the frame being refused.
 */
export const UNREGISTERED_DEMO_CHANNEL = 'danger-tv-test'

/**
 * Seeds an empty database: the demo channels with their registered origins (our own for
 * all; the demo-hosts origin for all but UNREGISTERED_DEMO_CHANNEL) and the demo catalog.
 * Does nothing when channels exist already.
 */
export async function seedIfEmpty(
  db: Db,
  config: Pick<Config, 'publicOrigin' | 'demoHostsOrigin'>,
  options: { catalogSize?: number } = {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(channels)
  if ((row?.n ?? 0) > 0) return false
  const ours = originSpellings(config.publicOrigin)
  const demoHosts = originSpellings(config.demoHostsOrigin)
  const originsOf = (channelId: string) =>
    channelId === UNREGISTERED_DEMO_CHANNEL ? ours : [...ours, ...demoHosts]
  await db.transaction(async (tx) => {
    await tx.insert(channels).values(DEMO_CHANNELS.map((c) => ({ ...c })))
    await tx
      .insert(channelOrigins)
      .values(
        DEMO_CHANNELS.flatMap((c) =>
          originsOf(c.id).map((origin) => ({ channelId: c.id, origin })),
        ),
      )
    const items = generateCatalog(options.catalogSize ? { size: options.catalogSize } : undefined)
    for (let i = 0; i < items.length; i += BATCH) {
      await tx.insert(products).values(items.slice(i, i + BATCH))
    }
    // Every demo item gets the picture the server draws for it.
    await tx
      .update(products)
      .set({ imagePath: sql`'products/' || ${products.id} || '.svg'` })
      .where(isNull(products.imagePath))
  })
  return true
}
