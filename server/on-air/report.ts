// What a stream's follower tells the Studio: its state in words and the last cue it heard,
// written only while it holds the stream at the generation it follows (an older follower's
// word never overwrites a newer save's).
import { and, eq, ne, or, sql } from 'drizzle-orm'
import type { StreamState } from '../../shared/api/stream'
import type { Db } from '../db'
import { channelStreams } from '../db/schema'
import { cueText, type StreamCue } from './cue'
import type { HeldStream } from './lease'

function heldBy(holder: string, stream: HeldStream) {
  return and(
    eq(channelStreams.channelId, stream.channelId),
    eq(channelStreams.holder, holder),
    eq(channelStreams.generation, stream.generation),
  )
}

/** Sets the stream's state and words; `since` moves only when the state changes. */
export async function reportState(
  db: Db,
  holder: string,
  stream: HeldStream,
  state: StreamState,
  detail: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(channelStreams)
    .set({
      state,
      detail,
      since: sql`case when ${channelStreams.state} = ${state} then ${channelStreams.since} else ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        heldBy(holder, stream),
        or(
          ne(channelStreams.state, state),
          sql`${channelStreams.detail} is distinct from ${detail}`,
        ),
      ),
    )
}

/** Records the last cue heard. */
export async function reportCue(
  db: Db,
  holder: string,
  stream: HeldStream,
  cue: StreamCue,
): Promise<void> {
  await db
    .update(channelStreams)
    .set({ lastCueText: cueText(cue), lastCueAt: new Date(cue.atMs) })
    .where(heldBy(holder, stream))
}
