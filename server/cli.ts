// Admin commands, run against the same database as the server:
//   node --import tsx server/cli.ts channel-key <channelId>
//   node --import tsx server/cli.ts origins <channelId> list
//   node --import tsx server/cli.ts origins <channelId> add|remove <origin>
//   node --import tsx server/cli.ts wallet show|unblock <address>
//   node --import tsx server/cli.ts wallet block <address> <reason…>
//   node --import tsx server/cli.ts feed <channelId|shared> list|import <file|url> [name]
// (npm run channel -- … does the same.) The embedded PGlite database belongs to one process
// at a time: while `npm start` holds it, a command is refused and changes nothing (stop the
// server, or use the Studio meanwhile). With DATABASE_URL, commands run beside the server.
import { eq } from 'drizzle-orm'
import { isAddress } from 'viem'
import type { OriginEntry } from '../shared/api/studio'
import { rotateChannelKey } from './catalog/channel-keys'
import {
  addOrigin,
  findChannel,
  markOriginsVerified,
  originEntries,
  removeOrigin,
} from './channels'
import { type Config, ConfigError, configFromEnv } from './config'
import { type Database, DatabaseInUseError, type Db, openDb } from './db'
import { channels, users, wallets } from './db/schema'
import { FEED_USAGE, FeedUsageError, feedCommand } from './feeds'

export const USAGE = `usage:
  channel-key <channelId>                   issue a new key for POST /api/channels/{id}/context
  origins <channelId> list                  origins registered for the channel (and whether verified)
  origins <channelId> add|remove <origin>   e.g. https://broadcaster.example (added verified: you vouch for it)
  wallet show <address>                     the account a wallet is linked to, and its block
  wallet block <address> <reason…>          stop a linked wallet from earning (the viewer sees the reason)
  wallet unblock <address>                  lift the block
${FEED_USAGE}`

/** A command line that cannot be carried out; its message is for the operator. */
export class UsageError extends Error {}

/** Parses an origin as the browser sends it (scheme, host, port; no path). */
export function parseOrigin(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new UsageError(`not a URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError('origins are http(s)')
  if (url.pathname !== '/' || url.search || url.hash)
    throw new UsageError('an origin has no path, query or fragment')
  return url.origin
}

/** A wallet address as stored (lower case), or a usage error. */
function parseAddress(raw: string | undefined): string {
  if (!raw || !isAddress(raw, { strict: false }))
    throw new UsageError(`not a wallet address: ${raw ?? '(none)'}`)
  return raw.toLowerCase()
}

async function channelCommand(db: Db, args: string[]): Promise<string> {
  const [command, channelId, action, value] = args
  if (!channelId) throw new UsageError(USAGE)
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId))
  if (!channel) throw new UsageError(`Unknown channel: ${channelId}`)
  if (command === 'channel-key') {
    const key = await rotateChannelKey(db, channelId)
    return `New key for ${channelId} (shown once; the old key stops working):\n${key}`
  }
  if (action === 'list') {
    const entries = await originEntries(db, channelId)
    const line = (entry: OriginEntry) =>
      entry.state === 'verified'
        ? entry.origin
        : `${entry.origin}  (not verified: verify it in the Studio, or add it here again)`
    return entries.map(line).join('\n') || '(none)'
  }
  if ((action === 'add' || action === 'remove') && value) {
    const origin = parseOrigin(value)
    if (action === 'add') {
      // The operator runs the server: their word verifies the origin, as the configuration does.
      await addOrigin(db, channelId, origin)
      await markOriginsVerified(db, [{ channelId, origin }], 'operator', new Date())
      return `${origin} may now embed ${channelId} (verified by the operator)`
    }
    await removeOrigin(db, channelId, origin)
    return `${origin} removed from ${channelId}`
  }
  throw new UsageError(USAGE)
}

/**
 * Blocking a wallet (spec §6 `blacklisted`, `blockReason`): a blocked wallet leaves the
 * viewer's linked list, so it earns no points, and no account can link it again.
 */
async function walletCommand(db: Db, args: string[]): Promise<string> {
  const [, action, rawAddress, ...reasonWords] = args
  if (action !== 'show' && action !== 'block' && action !== 'unblock') throw new UsageError(USAGE)
  const address = parseAddress(rawAddress)
  const [wallet] = await db
    .select({
      email: users.email,
      blacklisted: wallets.blacklisted,
      blockReason: wallets.blockReason,
    })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.address, address))
  if (!wallet) throw new UsageError(`No account has linked ${address}`)
  if (action === 'show') {
    const state = wallet.blacklisted ? `blocked: ${wallet.blockReason ?? '(no reason)'}` : 'usable'
    return `${address} is linked to ${wallet.email}; ${state}`
  }
  if (action === 'block') {
    const reason = reasonWords.join(' ').trim()
    if (!reason) throw new UsageError('say why: wallet block <address> <reason…>')
    if (reason.length > 200) throw new UsageError('keep the reason under 200 characters')
    await db
      .update(wallets)
      .set({ blacklisted: true, blockReason: reason })
      .where(eq(wallets.address, address))
    return `${address} is blocked (${wallet.email}): ${reason}`
  }
  await db
    .update(wallets)
    .set({ blacklisted: false, blockReason: null })
    .where(eq(wallets.address, address))
  return `${address} may earn again (${wallet.email})`
}

/** Runs one admin command against `db`; answers what to print, or throws a UsageError. */
export async function runCommand(
  db: Db,
  args: string[],
  config: Config = configFromEnv(),
  out: Output = console,
): Promise<string> {
  const [command] = args
  if (command === 'feed') {
    const exists = async (id: string) => (await findChannel(db, id)) !== undefined
    return feedCommand(db, args, config, (line) => out.log(line), exists).catch(
      (error: unknown) => {
        throw error instanceof FeedUsageError ? new UsageError(error.message) : error
      },
    )
  }
  if (command === 'wallet') return walletCommand(db, args)
  if (command === 'channel-key' || command === 'origins') return channelCommand(db, args)
  return Promise.reject(new UsageError(USAGE))
}

/** Why a command cannot run now: another process has the embedded database. */
export function inUseMessage(error: DatabaseInUseError, publicOrigin: string): string {
  const { dataDir, owner } = error
  if (owner.role === 'server') {
    return `The server (pid ${owner.pid}) is using the embedded database in ${dataDir}. Stop it first (Ctrl+C in its terminal) and run this again — or, while it runs, make the change in the Studio at ${publicOrigin}/studio.`
  }
  return `Another admin command (pid ${owner.pid}) is using the embedded database in ${dataDir}. Run this again when it has finished.`
}

/** What a command prints to: the console, or a test's collector. */
export type Output = Pick<Console, 'log' | 'error'>

/** Runs the command line `args` against the configured database; answers the exit code. */
export async function cli(args: string[], config: Config, out: Output = console): Promise<number> {
  let database: Database
  try {
    database = await openDb({ ...config, role: 'cli' })
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error
    out.error(inUseMessage(error, config.publicOrigin))
    return 1
  }
  try {
    out.log(await runCommand(database.db, args, config, out))
    return 0
  } catch (error) {
    out.error(error instanceof Error ? error.message : error)
    return 1
  } finally {
    await database.close()
  }
}

/** The configuration from the environment, or null after saying plainly what is wrong. */
function configOrExplain(): Config | null {
  try {
    return configFromEnv()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    return null
  }
}

if (process.argv[1]?.endsWith('cli.ts')) {
  const config = configOrExplain()
  process.exitCode = config ? await cli(process.argv.slice(2), config) : 1
}
