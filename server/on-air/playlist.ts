// HLS playlists as the stream follower reads them (RFC 8216): a master playlist's renditions, and
// a media playlist's segments with their wall-clock times and its date ranges. Pure: no fetch.

/** A playlist's attribute list (`KEY=value,KEY="quoted, with commas"`), quotes removed. */
export function parseAttributeList(list: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)(?:,|$)/g
  for (const [, key, raw] of list.matchAll(pattern)) {
    if (key === undefined || raw === undefined) continue
    attributes[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw.trim()
  }
  return attributes
}

/** A subtitles rendition a master playlist names. */
export type SubtitlesRendition = { uri: string; name: string; language: string | null }

export type MasterPlaylist = {
  kind: 'master'
  /** The video variants, highest bandwidth first. */
  variants: { uri: string; bandwidth: number }[]
  subtitles: SubtitlesRendition[]
}

export type MediaSegment = {
  sequence: number
  uri: string
  durationMs: number
  /** Its EXT-X-PROGRAM-DATE-TIME, or the one before it carried on; null when not known. */
  startMs: number | null
  /** A discontinuity comes before it. */
  discontinuity: boolean
}

/** An EXT-X-DATERANGE: its id, start, end when known, class, and its X- attributes. */
export type DateRange = {
  id: string
  startMs: number
  endMs: number | null
  classId: string | null
  /** The client attributes (`X-…`), as written. */
  data: Record<string, string>
}

export type MediaPlaylist = {
  kind: 'media'
  targetDurationMs: number
  segments: MediaSegment[]
  dateRanges: DateRange[]
  /** EXT-X-ENDLIST: the stream has ended (or was never live). */
  ended: boolean
}

export type Playlist = MasterPlaylist | MediaPlaylist | { kind: 'invalid'; reason: string }

/** The most segments or ranges one playlist may hold; a longer one is read up to here. */
export const MAX_PLAYLIST_ENTRIES = 5_000

function resolve(uri: string, base: string): string | null {
  try {
    const url = new URL(uri, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function time(value: string | undefined): number | null {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

function tag(line: string): [string, string] {
  const colon = line.indexOf(':')
  return colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1)]
}

function master(lines: string[], base: string): MasterPlaylist {
  const variants: MasterPlaylist['variants'] = []
  const subtitles: SubtitlesRendition[] = []
  lines.forEach((line, index) => {
    const [name, value] = tag(line)
    if (name === '#EXT-X-MEDIA') {
      const media = parseAttributeList(value)
      const uri = media.URI && resolve(media.URI, base)
      if (media.TYPE === 'SUBTITLES' && uri) {
        subtitles.push({ uri, name: media.NAME ?? '', language: media.LANGUAGE ?? null })
      }
    } else if (name === '#EXT-X-STREAM-INF') {
      const next = lines.slice(index + 1).find((candidate) => !candidate.startsWith('#'))
      const uri = next && resolve(next, base)
      const bandwidth = Number(parseAttributeList(value).BANDWIDTH)
      if (uri) variants.push({ uri, bandwidth: Number.isFinite(bandwidth) ? bandwidth : 0 })
    }
  })
  variants.sort((a, b) => b.bandwidth - a.bandwidth)
  return { kind: 'master', variants, subtitles }
}

function media(lines: string[], base: string): MediaPlaylist | { kind: 'invalid'; reason: string } {
  let targetDurationMs = 0
  let sequence = 0
  let ended = false
  let next: { durationMs?: number; startMs?: number | null; discontinuity: boolean } = {
    discontinuity: false,
  }
  // The wall-clock time the next segment starts at, carried on from the last known one.
  let clock: number | null = null
  const segments: MediaSegment[] = []
  const dateRanges: DateRange[] = []
  for (const line of lines) {
    if (segments.length >= MAX_PLAYLIST_ENTRIES) break
    const [name, value] = tag(line)
    if (name === '#EXT-X-TARGETDURATION') targetDurationMs = Number(value) * 1000
    else if (name === '#EXT-X-MEDIA-SEQUENCE') sequence = Number(value) || 0
    else if (name === '#EXT-X-ENDLIST') ended = true
    else if (name === '#EXT-X-DISCONTINUITY') next = { ...next, discontinuity: true }
    else if (name === '#EXT-X-PROGRAM-DATE-TIME') next = { ...next, startMs: time(value) }
    else if (name === '#EXTINF') next = { ...next, durationMs: Number.parseFloat(value) * 1000 }
    else if (name === '#EXT-X-DATERANGE' && dateRanges.length < MAX_PLAYLIST_ENTRIES) {
      const range = parseAttributeList(value)
      const startMs = time(range['START-DATE'])
      if (!range.ID || startMs === null) continue
      const duration = Number(range.DURATION ?? range['PLANNED-DURATION'])
      const data = Object.fromEntries(Object.entries(range).filter(([key]) => key.startsWith('X-')))
      dateRanges.push({
        id: range.ID,
        startMs,
        endMs:
          time(range['END-DATE']) ?? (Number.isFinite(duration) ? startMs + duration * 1000 : null),
        classId: range.CLASS ?? null,
        data,
      })
    } else if (!line.startsWith('#')) {
      const uri = resolve(line, base)
      const durationMs = next.durationMs
      if (uri && durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0) {
        // A discontinuity breaks the carried clock: only a new date-time gives it back.
        if (next.discontinuity) clock = null
        if (next.startMs !== undefined) clock = next.startMs
        segments.push({
          sequence,
          uri,
          durationMs,
          startMs: clock,
          discontinuity: next.discontinuity,
        })
        if (clock !== null) clock += durationMs
      }
      sequence += 1
      next = { discontinuity: false }
    }
  }
  if (!(targetDurationMs > 0)) return { kind: 'invalid', reason: 'It has no EXT-X-TARGETDURATION.' }
  return { kind: 'media', targetDurationMs, segments, dateRanges, ended }
}

/**
 * A playlist's text, fetched from `base`: a master playlist (variants and subtitle renditions),
 * or a media playlist (segments with wall-clock times, date ranges, whether it has ended).
 * Relative URIs are resolved against `base`; only http(s) ones are kept.
 */
export function parsePlaylist(text: string, base: string): Playlist {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
  if (lines[0] !== '#EXTM3U') return { kind: 'invalid', reason: 'It does not start with #EXTM3U.' }
  // Only a master playlist has variants or renditions (RFC 8216 §4.3.4).
  const isMaster = lines.some(
    (line) => line.startsWith('#EXT-X-STREAM-INF') || line.startsWith('#EXT-X-MEDIA:'),
  )
  return isMaster ? master(lines, base) : media(lines, base)
}
