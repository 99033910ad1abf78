import { and, desc, eq, sql } from 'drizzle-orm'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'
import type { PointsStatus } from '../../shared/api/types'
import { CHECKIN_REWARD_POINTS } from '../../shared/constants'
import { nextUtcMidnight, previousUtcDay, utcDay } from '../../shared/rules/countdown'
import { checkIns } from '../db/schema'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { countEvent } from '../insights'
import { hasLinkedWallet } from '../wallet'

/** Error text when a viewer without a linked wallet checks in; it names the wallet (spec §6, §8). */
export const WALLET_REQUIRED =
  'No wallet is linked to your account: earning points needs a linked wallet.'

/**
 * A viewer's points and check-in state (spec §3): the total of their check-in ledger, the
 * streak if it is still alive (checked in today or yesterday, UTC), whether today's check-in
 * is still open, and the next UTC midnight.
 */
export async function pointsStatus(deps: AppDeps, userId: string): Promise<PointsStatus> {
  const now = deps.now()
  const mine = eq(checkIns.userId, userId)
  const [ledger] = await deps.db
    .select({ total: sql<number>`coalesce(sum(${checkIns.points}), 0)::int` })
    .from(checkIns)
    .where(mine)
  const [last] = await deps.db
    .select({ day: checkIns.day, streak: checkIns.streak, at: checkIns.createdAt })
    .from(checkIns)
    .where(mine)
    .orderBy(desc(checkIns.day))
    .limit(1)
  const today = utcDay(now)
  const alive = last && (last.day === today || last.day === previousUtcDay(now))
  const total = Number(ledger?.total ?? 0)
  return {
    points: total,
    total,
    days: alive ? last.streak : 0,
    value: CHECKIN_REWARD_POINTS,
    last_checkin_time: last ? last.at.toISOString() : null,
    can_checkin: last?.day !== today,
    server_time: now.toISOString(),
    next_checkin_time: nextUtcMidnight(now).toISOString(),
    wallet_linked: await hasLinkedWallet(deps.db, userId),
  }
}

/**
 * Today's check-in (spec §4): needs a linked wallet; pays CHECKIN_REWARD_POINTS once per UTC
 * day — the (user, day) primary key makes a second or concurrent one insert nothing and get
 * 'Already checked in'; the streak goes on from yesterday's check-in or starts again at 1. A
 * check-in paid counts in `channelId`'s insights (a checked live channel), in its transaction.
 */
export async function checkInToday(
  deps: AppDeps,
  userId: string,
  channelId: string | null = null,
): Promise<PointsStatus> {
  const now = deps.now()
  if (!(await hasLinkedWallet(deps.db, userId)))
    throw new HttpError(403, WALLET_REQUIRED, 'wallet-required')
  const [yesterday] = await deps.db
    .select({ streak: checkIns.streak })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.day, previousUtcDay(now))))
  const paid = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(checkIns)
      .values({
        userId,
        day: utcDay(now),
        points: CHECKIN_REWARD_POINTS,
        streak: (yesterday?.streak ?? 0) + 1,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ day: checkIns.day })
    if (rows.length > 0 && channelId) await countEvent(tx, channelId, 'checkIns', now)
    return rows.length > 0
  })
  if (!paid) throw new HttpError(409, REWARDS_ERROR_TEXT.alreadyCheckedIn, 'already-checked-in')
  return pointsStatus(deps, userId)
}
