// Admin commands for channels, run against the same database as the server:
//   node --import tsx server/cli.ts channel-key <channelId>
//   node --import tsx server/cli.ts origins <channelId> list
//   node --import tsx server/cli.ts origins <channelId> add|remove <origin>
// (npm run channel -- … does the same.) Stop `npm start` first when using the embedded
// PGlite database: it allows one process at a time.
import { and, eq } from 'drizzle-orm'
import { configFromEnv } from './config'
import { openDb } from './db'
import { channelOrigins, channels } from './db/schema'
import { rotateChannelKey } from './seed'

const USAGE = `usage:
  channel-key <channelId>                   issue a new key for POST /api/channels/{id}/context
  origins <channelId> list                  origins allowed to embed the channel
  origins <channelId> add|remove <origin>   e.g. https://broadcaster.example`

/** Parses an origin as the browser sends it (scheme, host, port; no path). */
export function parseOrigin(raw: string): string {
  const url = new URL(raw)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('origins are http(s)')
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error('an origin has no path, query or fragment')
  return url.origin
}

async function run(args: string[]): Promise<string> {
  const [command, channelId, action, value] = args
  if (!command || !channelId) throw new Error(USAGE)
  const config = configFromEnv()
  const database = await openDb(config)
  try {
    const [channel] = await database.db.select().from(channels).where(eq(channels.id, channelId))
    if (!channel) throw new Error(`Unknown channel: ${channelId}`)
    if (command === 'channel-key') {
      const key = await rotateChannelKey(database.db, channelId)
      return `New key for ${channelId} (shown once; the old key stops working):\n${key}`
    }
    if (command !== 'origins') throw new Error(USAGE)
    if (action === 'list') {
      const rows = await database.db
        .select()
        .from(channelOrigins)
        .where(eq(channelOrigins.channelId, channelId))
      return rows.map((r) => r.origin).join('\n') || '(none)'
    }
    if ((action === 'add' || action === 'remove') && value) {
      const origin = parseOrigin(value)
      if (action === 'add') {
        await database.db.insert(channelOrigins).values({ channelId, origin }).onConflictDoNothing()
        return `${origin} may now embed ${channelId}`
      }
      await database.db
        .delete(channelOrigins)
        .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
      return `${origin} removed from ${channelId}`
    }
    throw new Error(USAGE)
  } finally {
    await database.close()
  }
}

if (process.argv[1]?.endsWith('cli.ts')) {
  run(process.argv.slice(2)).then(
    (out) => console.log(out),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
