import { count } from 'drizzle-orm'
import { createDemoChannels } from './channels'
import type { Config } from './config'
import type { Db } from './db'
import { channels } from './db/schema'
import {
  DEMO_FEED_COLUMNS,
  DEMO_FEED_NAME,
  demoFeedRows,
  generateCatalog,
  keepDemoContent,
} from './demo'
import {
  counted,
  createFeed,
  type FeedRow,
  findFeedByName,
  importBytes,
  lastImports,
  merchantTsv,
  textBytes,
} from './feeds'
import { createTasks } from './tasks'

export type SeedConfig = Pick<Config, 'publicOrigin' | 'demoHostsOrigin' | 'apiPath' | 'feeds'>

/**
 * Seeds an empty database: the demo channels with their registered origins (our own for all;
 * the demo-hosts origin for all but UNREGISTERED_DEMO_CHANNEL: `createDemoChannels`, whose
 * record lets `followDemoOrigins` make them follow a changed configuration at later starts),
 * then the demo catalog, generated as a Merchant Center feed and imported like any other (the
 * shared catalog). A demo feed whose import did not finish (the process stopped) is imported
 * again. The demo channels' programs and regions are written again every time
 * (`keepDemoContent`). Returns whether anything was seeded.
 */
export async function seedIfEmpty(
  db: Db,
  config: SeedConfig,
  options: { catalogSize?: number; now?: () => Date } = {},
): Promise<boolean> {
  const now = options.now ?? (() => new Date())
  const [row] = await db.select({ n: count() }).from(channels)
  let feed: FeedRow | undefined
  if ((row?.n ?? 0) === 0) {
    await createDemoChannels(db, config)
    await keepDemoContent(db)
    feed =
      (await createFeed(db, {
        channelId: null,
        name: DEMO_FEED_NAME,
        source: 'file',
        url: null,
        schedule: 'off',
        createdBy: 'seed',
        now: now(),
      })) ?? undefined
  } else {
    await keepDemoContent(db)
    // Databases seeded before feeds have no demo feed, and keep their rows as they are.
    feed = await findFeedByName(db, null, DEMO_FEED_NAME)
    const [last] = feed ? await lastImports(db, [feed.id]) : []
    if (!feed || last?.status === 'done') return false
  }
  if (!feed) return false
  await importDemoFeed(db, config, feed, options.catalogSize, now)
  return true
}

/** Generates the demo feed from the templates and imports it to its end. */
async function importDemoFeed(
  db: Db,
  config: SeedConfig,
  feed: FeedRow,
  catalogSize: number | undefined,
  now: () => Date,
) {
  const items = generateCatalog(catalogSize ? { size: catalogSize } : undefined)
  const imageBase = `${config.publicOrigin}${config.apiPath}/media/feeds/${feed.id}/`
  const text = merchantTsv(DEMO_FEED_COLUMNS, demoFeedRows(items, imageBase))
  const tasks = createTasks()
  const job = await importBytes(
    { db, config: { ...config, feeds: { ...config.feeds, rowsPerSecond: 0 } }, now, tasks },
    feed,
    { ...counted(textBytes(text)), total: null },
    { trigger: 'seed', startedBy: 'seed', fileName: 'demo-catalog.tsv', background: false },
  )
  if (job.status !== 'done') {
    throw new Error(`The demo catalog did not import: ${job.error ?? job.status}`)
  }
}
