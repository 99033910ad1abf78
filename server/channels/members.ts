// Who runs a channel in the Studio. Members are kept by e-mail (lower case) so an owner can
// add someone before their first sign-in; the demo channels are owned by the configured
// operators, who are not rows here (changing STUDIO_OPERATORS changes them at the next start).
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { MemberRole } from '../../shared/api/studio'
import { DEMO_CHANNELS } from '../../shared/channels'
import type { Db } from '../db'
import { channelMembers, channels } from '../db/schema'
import type { ChannelRow } from './store'

const DEMO_IDS: ReadonlySet<string> = new Set(DEMO_CHANNELS.map((c) => c.id))

/** Whether the configured operators own a channel: the seeded demo channels. */
export function isOperatedChannel(channelId: string): boolean {
  return DEMO_IDS.has(channelId)
}

/** A member as the Studio lists them. */
export type MemberEntry = { email: string; role: MemberRole; operator: boolean }

/** The caller's role on a channel, or null when they are not a member. */
export async function memberRole(
  db: Db,
  operators: readonly string[],
  channelId: string,
  email: string,
): Promise<MemberRole | null> {
  const who = email.toLowerCase()
  if (isOperatedChannel(channelId) && operators.includes(who)) return 'owner'
  const [row] = await db
    .select({ role: channelMembers.role })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.email, who)))
    .limit(1)
  return row?.role ?? null
}

/** The channels someone is a member of, by name, with their role. */
export async function channelsOf(
  db: Db,
  operators: readonly string[],
  email: string,
): Promise<{ channel: ChannelRow; role: MemberRole }[]> {
  const who = email.toLowerCase()
  const rows = await db
    .select({ channel: channels, role: channelMembers.role })
    .from(channels)
    .leftJoin(
      channelMembers,
      and(eq(channelMembers.channelId, channels.id), eq(channelMembers.email, who)),
    )
    .where(
      operators.includes(who)
        ? or(sql`${channelMembers.role} is not null`, sql`${channels.id} in ${[...DEMO_IDS]}`)
        : sql`${channelMembers.role} is not null`,
    )
    .orderBy(asc(channels.name), asc(channels.id))
  return rows.map(({ channel, role }) => ({
    channel,
    role: isOperatedChannel(channel.id) && operators.includes(who) ? 'owner' : (role ?? 'editor'),
  }))
}

/** The channel's members, operators first, then owners, then by e-mail. */
export async function listMembers(
  db: Db,
  operators: readonly string[],
  channelId: string,
): Promise<MemberEntry[]> {
  const rows = await db
    .select({ email: channelMembers.email, role: channelMembers.role })
    .from(channelMembers)
    .where(eq(channelMembers.channelId, channelId))
    .orderBy(sql`${channelMembers.role} <> 'owner'`, asc(channelMembers.email))
  const operated = isOperatedChannel(channelId) ? operators : []
  return [
    ...operated.map((email) => ({ email, role: 'owner' as const, operator: true })),
    ...rows
      .filter((row) => !operated.includes(row.email))
      .map((row) => ({ ...row, operator: false })),
  ]
}

/** Why a membership change was refused. */
export type MembershipRefusal = 'last-owner' | 'operator'

/**
 * Adds a member or changes their role. Changes to one channel's members are serialised
 * (the channel row is locked), so two owners demoting each other at once cannot leave it
 * without an owner.
 */
export function setMember(
  db: Db,
  operators: readonly string[],
  channelId: string,
  email: string,
  role: MemberRole,
): Promise<MembershipRefusal | null> {
  return changeMembers(db, operators, channelId, email, async (tx) => {
    await tx
      .insert(channelMembers)
      .values({ channelId, email, role })
      .onConflictDoUpdate({
        target: [channelMembers.channelId, channelMembers.email],
        set: { role },
      })
  })
}

/** Removes a member (absent is fine); never the last owner. */
export function removeMember(
  db: Db,
  operators: readonly string[],
  channelId: string,
  email: string,
): Promise<MembershipRefusal | null> {
  return changeMembers(db, operators, channelId, email, async (tx) => {
    await tx
      .delete(channelMembers)
      .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.email, email)))
  })
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function changeMembers(
  db: Db,
  operators: readonly string[],
  channelId: string,
  email: string,
  change: (tx: Tx) => Promise<void>,
): Promise<MembershipRefusal | null> {
  if (isOperatedChannel(channelId) && operators.includes(email)) return 'operator'
  return db
    .transaction(async (tx) => {
      await tx
        .select({ id: channels.id })
        .from(channels)
        .where(eq(channels.id, channelId))
        .for('update')
      await change(tx)
      const operatorOwners = isOperatedChannel(channelId) ? operators.length : 0
      const [owners] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(channelMembers)
        .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.role, 'owner')))
      // Throwing rolls the change back.
      if ((owners?.n ?? 0) + operatorOwners === 0) throw new NoOwnerLeft()
      return null
    })
    .catch((error: unknown) => {
      if (error instanceof NoOwnerLeft) return 'last-owner' as const
      throw error
    })
}

class NoOwnerLeft extends Error {}
