// The demo pages' live stream (issue 16): HLS served by our API, relative to the API base.
// Kept apart from `paths` so the widget's bundle never carries it.

/** Not in the spec: each HLS segment's length, in seconds (the clip is cut into these). */
export const STREAM_SEGMENT_S = 2

/** The stream's paths under the API base. */
export const demoStreamPaths = {
  /** Multivariant playlist: the video and its captions (a subtitles rendition). */
  master: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/index.m3u8`,
  /** Live media playlist of the looping clip, with EXT-X-PROGRAM-DATE-TIME per segment. */
  video: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/video.m3u8`,
  /** Live media playlist of the captions: one WebVTT segment per video segment. */
  captions: (channelId: string) => `/demo-stream/${encodeURIComponent(channelId)}/captions.m3u8`,
  /** The picture shown while the stream loads. */
  poster: '/demo-stream/media/poster.jpg',
} as const
