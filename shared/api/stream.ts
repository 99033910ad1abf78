import * as v from 'valibot'

// A channel's stream (issue 66): the HLS URL the server follows to hear what is on air by
// itself, and what the follower is doing. Its path is studioPaths.stream.

/** Not in the spec: the longest stream URL kept. */
export const MAX_STREAM_URL = 2_000

/**
 * What the follower is doing: waiting for a server process to take it; following its
 * playlist; stalled (the playlist stopped changing or failed for a while, retried); ended
 * (the playlist said #EXT-X-ENDLIST; a new URL or a save starts again); failed (the URL
 * does not lead to a playlist with subtitles, retried slowly).
 */
export const STREAM_STATES = ['waiting', 'following', 'stalled', 'ended', 'failed'] as const
export type StreamState = (typeof STREAM_STATES)[number]

export const StreamSetSchema = v.object({
  url: v.pipe(
    v.string('Give the stream’s URL.'),
    v.trim(),
    v.nonEmpty('Give the stream’s URL.'),
    v.maxLength(MAX_STREAM_URL, `The URL may be at most ${MAX_STREAM_URL} characters.`),
    v.url('That is not a URL.'),
    v.regex(/^https?:\/\//i, 'The URL must start with https:// or http://.'),
  ),
})
export type StreamSet = v.InferOutput<typeof StreamSetSchema>

export const StreamStatusSchema = v.object({
  url: v.nullable(v.string()),
  state: v.picklist(STREAM_STATES),
  /** What went wrong or what it is doing, in words for the Studio; null when nothing to say. */
  detail: v.nullable(v.string()),
  /** The last cue heard from the stream and when it was on air. */
  lastCue: v.nullable(v.object({ text: v.string(), at: v.string() })),
  /** When the state last changed. */
  since: v.string(),
})
export type StreamStatus = v.InferOutput<typeof StreamStatusSchema>

/**
 * Timed metadata a broadcaster's encoder inserts for us (server/on-air, /docs#stream-cues): ID3
 * TXXX frames with these descriptions, or EXT-X-DATERANGE attributes with X- before them.
 */
export const CUE_KEYS = { caption: 'STV-CAPTION', name: 'STV-NAME', item: 'STV-ITEM' } as const
/** The owner of an ID3 PRIV frame holding a JSON cue `{ caption?, names?, items? }`. */
export const PRIV_OWNER = 'tv.shoppable'
