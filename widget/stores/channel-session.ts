import type { ReadableAtom } from 'nanostores'
import type { ApiClient } from '../../shared/api/client'
import type { Env } from '../env'
import { $authEpoch } from './auth-epoch'
import { type Clicks, createClicks } from './clicks'
import { createFeed, type Feed } from './feed'
import { $pictureKnown, type Picture } from './picture'
import { createStatus, type Status } from './status'

/** Everything one element shows for one channel; a new channel gets a new session. */
export type ChannelSession = {
  channelId: string
  feed: Feed
  status: Status
  /** The API client the session's stores use (the ranking tabs' too, which load later). */
  client: ApiClient
  clicks: Clicks
  start(): void
  /** Stops every timer, poll and request of the session. */
  stop(): void
}

/** Creates the stores of one element for one channel; nothing runs until `start()`. */
export function createChannelSession(
  env: Env,
  client: ApiClient,
  channelId: string,
  {
    authEpoch = $authEpoch,
    picture,
    firstPool,
  }: {
    authEpoch?: ReadableAtom<number>
    picture?: () => Picture
    /** The channel's first pool as the page sent it (see FeedOptions). */
    firstPool?: unknown
  } = {},
): ChannelSession {
  const feed = createFeed(env, client, channelId, {
    authEpoch,
    picture,
    pictureKnown: $pictureKnown,
    firstPool,
  })
  const status = createStatus(env, feed.$answered, feed.$feed)
  const clicks = createClicks(env, client, channelId)
  return {
    channelId,
    feed,
    status,
    client,
    clicks,
    start() {
      status.start()
      feed.start()
    },
    stop() {
      feed.stop()
      status.stop()
    },
  }
}
