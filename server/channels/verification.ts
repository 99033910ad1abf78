// Verifying a registered origin: the Studio's Verify looks for the channel's token there now.
import type { Db } from '../db'
import { checkOrigin, type OriginCheckOptions } from './origin-check'
import { findOrigin, type OriginRow, recordOriginCheck } from './origins'

/**
 * Looks for the origin's token (origin-check.ts) and keeps the outcome; an origin verified
 * already is answered as it is, with no fetch. Undefined when it is not registered for the channel.
 */
export async function verifyOrigin(
  db: Db,
  channelId: string,
  origin: string,
  options: OriginCheckOptions & { now: () => Date },
): Promise<OriginRow | undefined> {
  const row = await findOrigin(db, channelId, origin)
  if (!row || row.verifiedAt) return row
  const outcome = await checkOrigin(origin, row.token, options)
  return recordOriginCheck(db, row, outcome, options.now())
}
