// Whether a page may show a channel's widget, and what to tell its developer when not. The
// words are the loader's console message (it prints the server's text as is), so they name the
// page's origin, the channel and where in the Studio to fix it.
import { findChannel, isOriginRegistered } from '../channels'
import type { Db } from '../db'

/** Why a page may not show a channel. */
export type EmbedRefusal = 'unknown-channel' | 'archived' | 'unregistered'

/**
 * Decides with at most two lookups by primary key: the channel (archived or not), then the
 * page's origin among its registered ones. Null when the page may embed the channel.
 */
export async function embedRefusal(
  db: Db,
  channelId: string,
  parentOrigin: string,
): Promise<EmbedRefusal | null> {
  const channel = await findChannel(db, channelId)
  if (!channel) return 'unknown-channel'
  if (channel.archivedAt) return 'archived'
  return (await isOriginRegistered(db, channel.id, parentOrigin)) ? null : 'unregistered'
}

/**
 * The status of each refusal. An archived channel is a 404, as everywhere viewers look (it is
 * unknown to them), not a 410: its owner can restore it, and 410 says it is gone for good.
 */
export const REFUSAL_STATUS = {
  'unknown-channel': 404,
  archived: 404,
  unregistered: 403,
} as const satisfies Record<EmbedRefusal, number>

/** What the refusal says, with the page's origin, the channel and the Studio page that fixes it. */
export function refusalText(
  refusal: EmbedRefusal,
  {
    channelId,
    parentOrigin,
    publicOrigin,
  }: Record<'channelId' | 'parentOrigin' | 'publicOrigin', string>,
): string {
  const studio = `${publicOrigin}/studio`
  const channelPage = `${studio}/channels/${encodeURIComponent(channelId)}`
  const wontLoad = 'so the live store will not load on this page.'
  switch (refusal) {
    case 'unregistered':
      return `Shoppable TV: ${parentOrigin} is not registered for the channel "${channelId}", ${wontLoad} The channel's owner can add this origin in the Studio: ${channelPage}`
    case 'archived':
      return `Shoppable TV: the channel "${channelId}" is archived, ${wontLoad} Its owner can restore it in the Studio: ${channelPage}`
    case 'unknown-channel':
      return `Shoppable TV: there is no channel "${channelId}", ${wontLoad} Check the channel-id attribute of <shoppable-tv>; channels are created in the Studio: ${studio}`
  }
}
