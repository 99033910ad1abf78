// The demo channels' own streams (issue 66): with DEMO_ON_AIR=stream each demo channel follows
// the demo stream this server serves for it, as a broadcaster's channel follows theirs, so its
// matches come from what the stream says, cues and shows (server/on-air).
import { inArray } from 'drizzle-orm'
import { demoStreamPaths } from '../../shared/api/demo-stream'
import { DEMO_CHANNELS } from '../../shared/channels'
import type { Config } from '../config'
import type { Db } from '../db'
import { channels } from '../db/schema'
import { dropStream, keepStream } from '../on-air'

type StreamConfig = Pick<Config, 'publicOrigin' | 'apiPath' | 'demoOnAir'>

/** Where this server's demo streams are: every URL below it is read in the process. */
export function demoStreamsBase(config: StreamConfig): string {
  return `${config.publicOrigin}${config.apiPath}/demo-stream/`
}

/** The demo stream's address of a channel. */
export function demoStreamUrl(config: StreamConfig, channelId: string): string {
  return `${config.publicOrigin}${config.apiPath}${demoStreamPaths.master(channelId)}`
}

/**
 * Sets each demo channel's stream to its own demo stream (DEMO_ON_AIR=stream), or takes that
 * stream away (clock). Run at every start: a changed PUBLIC_ORIGIN moves the streams with it,
 * and a stream already followed goes on undisturbed.
 */
export async function keepDemoStreams(db: Db, config: StreamConfig, now: Date): Promise<void> {
  const ids = DEMO_CHANNELS.map((channel) => channel.id)
  const present = await db
    .select({ id: channels.id })
    .from(channels)
    .where(inArray(channels.id, ids))
  for (const { id } of present) {
    const url = demoStreamUrl(config, id)
    if (config.demoOnAir === 'stream') await keepStream(db, id, url, now)
    else await dropStream(db, id, url)
  }
}
