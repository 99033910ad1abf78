// Whether a page may show a channel's widget. What to tell its developer when not is
// shared/api/embed.ts's `refusalText` (the loader prints it; /docs quotes it).
import type { EmbedRefusal } from '../../shared/api/embed'
import { findChannel, originStanding } from '../channels'
import type { Db } from '../db'

/**
 * Decides with at most two lookups by primary key: the channel (archived or not), then the
 * page's origin among its registered ones, which must be verified. Null when the page may
 * embed the channel.
 */
export async function embedRefusal(
  db: Db,
  channelId: string,
  parentOrigin: string,
): Promise<EmbedRefusal | null> {
  const channel = await findChannel(db, channelId)
  if (!channel) return 'unknown-channel'
  if (channel.archivedAt) return 'archived'
  const standing = await originStanding(db, channel.id, parentOrigin)
  return standing === 'verified' ? null : standing
}

/**
 * The status of each refusal. An archived channel is a 404, as everywhere viewers look (it is
 * unknown to them), not a 410: its owner can restore it, and 410 says it is gone for good.
 */
export const REFUSAL_STATUS = {
  'unknown-channel': 404,
  archived: 404,
  unregistered: 403,
  unverified: 403,
} as const satisfies Record<EmbedRefusal, number>
