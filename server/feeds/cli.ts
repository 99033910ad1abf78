// The `feed` admin command: list a channel's feeds, or import a file or URL into one, with
// progress printed as it goes and the rejected rows at the end.
import { basename } from 'node:path'
import type { Config } from '../config'
import type { Db } from '../db'
import { createTasks } from '../tasks'
import { ImportBusy, importFile, importUrl } from './jobs'
import {
  createFeed,
  type FeedRow,
  findFeedByName,
  type ImportRow,
  listFeeds,
  type Progress,
  rejectPage,
} from './store'

export const FEED_USAGE = `  feed <channelId|shared> list                       the channel's product feeds and their last import
  feed <channelId|shared> import <file|url> [name]   import a Merchant Center feed (TSV, RSS or Atom) into the feed called [name] (default: the file's name), creating it`

/** A command line the feed command cannot carry out; its message is for the operator. */
export class FeedUsageError extends Error {}

/** Not in the spec: rejected lines the command prints (the Studio shows them all). */
const PRINTED_REJECTS = 20
/** Not in the spec: the command prints progress at most this often. */
const PROGRESS_EVERY_MS = 2_000

type Print = (line: string) => void

function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source)
}

/** Runs `feed …` against `db`; answers the closing lines to print. */
export async function feedCommand(
  db: Db,
  args: readonly string[],
  config: Pick<Config, 'publicOrigin' | 'apiPath' | 'feeds'>,
  print: Print,
  channelExists: (id: string) => Promise<boolean>,
): Promise<string> {
  const [, scope, action, source, name] = args
  if (!scope || (action !== 'list' && action !== 'import')) throw new FeedUsageError(FEED_USAGE)
  const channelId = scope === 'shared' ? null : scope
  if (channelId !== null && !(await channelExists(channelId))) {
    throw new FeedUsageError(`Unknown channel: ${channelId}`)
  }
  if (action === 'list') {
    const feeds = await listFeeds(db, channelId)
    return (
      feeds.map((f) => `${f.id}\t${f.name}\t${f.url ?? '(file)'}\t${f.schedule}`).join('\n') ||
      '(no feed)'
    )
  }
  if (!source) throw new FeedUsageError(FEED_USAGE)
  const feedName = name ?? (isUrl(source) ? new URL(source).hostname : basename(source))
  const feed = await feedFor(db, channelId, feedName, source)
  const tasks = createTasks()
  let printed = 0
  const deps = { db, config, now: () => new Date(), tasks }
  const meta = {
    trigger: 'cli' as const,
    startedBy: 'cli',
    fileName: isUrl(source) ? source : basename(source),
    background: false,
    onProgress: (p: Progress) => {
      if (Date.now() - printed < PROGRESS_EVERY_MS) return
      printed = Date.now()
      print(`  read ${p.read}, imported ${p.imported}, rejected ${p.rejected}`)
    },
  }
  let job: ImportRow
  try {
    job = isUrl(source)
      ? await importUrl(deps, feed, meta)
      : await importFile(deps, feed, source, meta)
  } catch (error) {
    if (error instanceof ImportBusy) throw new FeedUsageError(error.message)
    throw error
  }
  return report(db, feed, job)
}

async function feedFor(
  db: Db,
  channelId: string | null,
  name: string,
  source: string,
): Promise<FeedRow> {
  const found = await findFeedByName(db, channelId, name)
  if (found) {
    if ((found.source === 'url') !== isUrl(source)) {
      throw new FeedUsageError(
        `The feed "${name}" is a ${found.source} feed; give ${found.source === 'url' ? 'its URL' : 'a file'}, or another name.`,
      )
    }
    return found
  }
  const created = await createFeed(db, {
    channelId,
    name,
    source: isUrl(source) ? 'url' : 'file',
    url: isUrl(source) ? source : null,
    schedule: 'off',
    createdBy: 'cli',
    now: new Date(),
  })
  if (!created) throw new FeedUsageError(`Could not create the feed "${name}"`)
  return created
}

async function report(db: Db, feed: FeedRow, job: ImportRow): Promise<string> {
  const lines = [
    job.status === 'done'
      ? `Imported "${feed.name}": read ${job.read}, imported ${job.imported}, rejected ${job.rejected}, left the live feed ${job.removed}.`
      : `The import of "${feed.name}" failed: ${job.error ?? 'unknown error'} (read ${job.read}, imported ${job.imported}, rejected ${job.rejected}).`,
  ]
  if (job.rejected > 0) {
    const page = await rejectPage(db, job.id, 0)
    lines.push('Rejected rows (row, id, attribute: reason):')
    for (const r of page.rows.slice(0, PRINTED_REJECTS)) {
      lines.push(`  ${r.row}\t${r.itemId ?? '-'}\t${r.attribute}: ${r.detail}`)
    }
    if (page.total > PRINTED_REJECTS)
      lines.push(`  … and ${page.total - PRINTED_REJECTS} more in the Studio`)
  }
  return lines.join('\n')
}
