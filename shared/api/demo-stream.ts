// The demo pages' live stream (issue 16): HLS served by our API, relative to the API base.
// Kept apart from `paths` so the widget's bundle never carries it.

/** Not in the spec: each HLS segment's length, in seconds (the clip is cut into these). */
export const STREAM_SEGMENT_S = 2

/**
 * The stand-in clips scripts/make-demo-stream.sh draws, one per demo topic (issue 62), and
 * `studio`, a neutral one for a channel of any other topic.
 */
export const DEMO_CLIPS = [
  'extreme',
  'sport',
  'wildlife',
  'travel',
  'cooking',
  'film',
  'korean-tv',
  'motorsport',
  'beach',
  'golf',
  'studio',
] as const

/** One of the stand-in clips. */
export type DemoClip = (typeof DEMO_CLIPS)[number]

/** The clip of each demo topic (shared/channels.ts), by the topic in lower case. */
const CLIP_OF_TOPIC: Readonly<Record<string, DemoClip>> = {
  'extreme sports': 'extreme',
  sport: 'sport',
  wildlife: 'wildlife',
  travel: 'travel',
  cooking: 'cooking',
  film: 'film',
  'korean tv': 'korean-tv',
  motorsport: 'motorsport',
  beach: 'beach',
  golf: 'golf',
}

/** The clip a channel of `topic` plays: its topic's (case and outer spaces aside), else `studio`. */
export function clipOfTopic(topic: string): DemoClip {
  return CLIP_OF_TOPIC[topic.trim().toLowerCase()] ?? 'studio'
}

/** The stream's paths under the API base. */
export const demoStreamPaths = {
  /** Multivariant playlist: the video and its captions (a subtitles rendition). */
  master: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/index.m3u8`,
  /** Live media playlist of the looping clip, with EXT-X-PROGRAM-DATE-TIME per segment. */
  video: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/video.m3u8`,
  /** Live media playlist of the captions: one WebVTT segment per video segment. */
  captions: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/captions.m3u8`,
  /** A channel's video segments that show a lower third (and cue its names): `{n}.ts` below this. */
  named: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/names/`,
  /** The video segments of a clip: `{n}.ts` below this. */
  segments: (clip: DemoClip) => `/demo-stream/segments/${clip}/`,
  /** The picture a clip's player shows while the stream loads. */
  poster: (clip: DemoClip) => `/demo-stream/media/${clip}/poster.jpg`,
} as const
