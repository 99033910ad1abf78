import { and, eq, inArray } from 'drizzle-orm'
import { DEMO_CHANNELS } from '../../shared/channels'
import { type Config, originSpellings } from '../config'
import type { Db } from '../db'
import { channelOrigins, channels, seededOrigins } from '../db/schema'
import { markOriginsVerified } from './origins'

/**
 * The demo channel whose embedding the demo-hosts origin is not registered for, so a demo
 * broadcaster page can show the frame being refused.
 */
export const UNREGISTERED_DEMO_CHANNEL = 'danger-tv-test'

/**
 * Channels that exist to test the product (the refused frame above): their pages and links
 * work, but a viewer is never offered them among the channels to watch.
 */
export const TEST_CHANNELS: readonly string[] = [UNREGISTERED_DEMO_CHANNEL]

/** A channel and one origin registered for it. */
export type ChannelOrigin = { channelId: string; origin: string }

const DEMO_IDS: readonly string[] = DEMO_CHANNELS.map((channel) => channel.id)

/** What `followDemoOrigins` changed: origins registered, and registered origins withdrawn. */
export type DemoOriginChanges = { added: ChannelOrigin[]; withdrawn: ChannelOrigin[] }

type OriginConfig = Pick<Config, 'publicOrigin' | 'demoHostsOrigin'>

/** How the demo channels' own origins are verified: the operator's configuration gives them. */
const CONFIGURED = 'configuration' as const

/**
 * The origins the configuration gives the demo channels among `channelIds`: our own for all,
 * the demo-hosts origin for all but UNREGISTERED_DEMO_CHANNEL (each as both loopback
 * spellings, `originSpellings`).
 */
export function demoOrigins(config: OriginConfig, channelIds: readonly string[]): ChannelOrigin[] {
  const ours = originSpellings(config.publicOrigin)
  const demoHosts = originSpellings(config.demoHostsOrigin)
  return channelIds
    .filter((id) => DEMO_IDS.includes(id))
    .flatMap((channelId) =>
      (channelId === UNREGISTERED_DEMO_CHANNEL ? ours : [...new Set([...ours, ...demoHosts])]).map(
        (origin) => ({ channelId, origin }),
      ),
    )
}

/**
 * Creates the demo channels (shared/channels.ts) with the origins the configuration gives
 * them (`demoOrigins`), verified by that configuration, and puts those on record as the
 * seed's: for an empty database.
 */
export async function createDemoChannels(
  db: Db,
  config: OriginConfig,
  now = new Date(),
): Promise<void> {
  const origins = demoOrigins(config, DEMO_IDS)
  await db.transaction(async (tx) => {
    await tx.insert(channels).values(DEMO_CHANNELS.map((channel) => ({ ...channel })))
    await tx
      .insert(channelOrigins)
      .values(origins.map((pair) => ({ ...pair, verifiedAt: now, verifiedBy: CONFIGURED })))
    await tx.insert(seededOrigins).values(origins)
  })
}

const key = (pair: ChannelOrigin) => `${pair.channelId} ${pair.origin}`
const without = (pairs: ChannelOrigin[], taken: ChannelOrigin[]) => {
  const keys = new Set(taken.map(key))
  return pairs.filter((pair) => !keys.has(key(pair)))
}

/**
 * Makes the demo channels' registered origins follow the configuration, at each start (under
 * the setup lock: `Database.exclusively`). The seed's own registrations are on record
 * (`seeded_origins`): one the configuration now gives and the record lacks is registered and
 * recorded; one on record that the configuration no longer gives is withdrawn, with its
 * record. An origin an operator removed keeps its record, even while the configuration does not
 * give it, so it is not registered again when the configuration comes back to it; and
 * one an operator added is never recorded (not even when the configuration comes to give it),
 * so it is never withdrawn. A database seeded before the record existed (an empty record, demo
 * channels present) has what the configuration gives put on record, and nothing changed:
 * whether one missing was removed by an operator or given by an older configuration cannot be
 * told, so it is taken as removed, and an origin the configuration does not give as an
 * operator's. Every origin the configuration gives that is registered (by the seed or by an
 * operator) is verified by it: the configuration is the operator's word that they run it.
 */
export async function followDemoOrigins(
  db: Db,
  config: OriginConfig,
  now = new Date(),
): Promise<DemoOriginChanges> {
  return db.transaction(async (tx) => {
    const present = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(inArray(channels.id, [...DEMO_IDS]))
    const ids = present.map((row) => row.id)
    const none: DemoOriginChanges = { added: [], withdrawn: [] }
    if (ids.length === 0) return none
    const wanted = demoOrigins(config, ids)
    const recorded = await tx
      .select({ channelId: seededOrigins.channelId, origin: seededOrigins.origin })
      .from(seededOrigins)
    if (recorded.length === 0) {
      await tx.insert(seededOrigins).values(wanted)
      await markOriginsVerified(tx, wanted, CONFIGURED, now)
      return none
    }
    const missing = without(wanted, recorded)
    // One an operator registered already stays theirs: not put on record.
    const added =
      missing.length === 0
        ? []
        : await tx
            .insert(channelOrigins)
            .values(missing)
            .onConflictDoNothing()
            .returning({ channelId: channelOrigins.channelId, origin: channelOrigins.origin })
    await markOriginsVerified(tx, wanted, CONFIGURED, now)
    if (added.length > 0) await tx.insert(seededOrigins).values(added)
    // Withdrawn: what is still registered of those, with its record. One an operator removed
    // is gone already; its record stays, so the configuration coming back to it does not
    // register it again.
    const withdrawn: ChannelOrigin[] = []
    for (const pair of without(recorded, wanted)) {
      const registered = await tx
        .delete(channelOrigins)
        .where(
          and(eq(channelOrigins.channelId, pair.channelId), eq(channelOrigins.origin, pair.origin)),
        )
        .returning({ channelId: channelOrigins.channelId, origin: channelOrigins.origin })
      if (registered.length === 0) continue
      withdrawn.push(...registered)
      await tx
        .delete(seededOrigins)
        .where(
          and(eq(seededOrigins.channelId, pair.channelId), eq(seededOrigins.origin, pair.origin)),
        )
    }
    return { added, withdrawn }
  })
}
