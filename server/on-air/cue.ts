// What the stream said at a moment: a caption (subtitles, or a metadata cue's), names shown or
// cued, and catalog items cued by id. Followers hear these; matching takes them as a caption
// and the names on screen.

/** Where in the stream a cue came from: WebVTT subtitles, CEA-608 in the video, timed metadata, the picture. */
export type CueSource = 'subtitles' | 'captions' | 'metadata' | 'screen'

export type StreamCue = {
  /** When it went on air, on the wall clock (ms). */
  atMs: number
  from: CueSource
  /** What was said; empty when the cue only names things. */
  caption: string
  /** Names shown or cued (products, brands). */
  names: readonly string[]
  /** Items cued by the id in the broadcaster's feed (their `id`). */
  items: readonly string[]
}

/** A cue in words, as the Studio shows the last one heard. */
export function cueText(cue: Pick<StreamCue, 'caption' | 'names' | 'items'>): string {
  if (cue.caption) return cue.caption
  const named = [...cue.names, ...cue.items.map((id) => `item ${id}`)]
  return named.join(', ')
}

/** The same cue heard again (a cue spans segments; a tag is repeated): its content, not its time. */
export function cueKey(cue: StreamCue): string {
  return JSON.stringify([cue.from, cue.caption, cue.names, cue.items])
}
