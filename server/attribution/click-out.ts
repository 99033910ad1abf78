// One visit of a buy link's redirect, stored under a new random click id.
import { randomBytes } from 'node:crypto'
import type { Db } from '../db'
import { clickOuts } from '../db/schema'

/** A new click id: 16 random bytes, base64url (CLICK_ID_PATTERN). */
export function newClickId(): string {
  return randomBytes(16).toString('base64url')
}

/** Stores a visit: which channel's card, which item, the segment that showed it, when. */
export async function recordClickOut(
  db: Db,
  visit: { clickId: string; channelId: string; productId: number; segmentKey: string; at: Date },
): Promise<void> {
  await db.insert(clickOuts).values(visit)
}
