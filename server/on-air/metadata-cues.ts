// Timed metadata a broadcaster's encoder inserts, read as cues (the format /docs#stream-cues
// documents): ID3 TXXX frames described STV-CAPTION, STV-NAME or STV-ITEM; an ID3 PRIV frame
// owned by `tv.shoppable`, or a TXXX with no description (Amazon IVS's PutMetadata), holding a
// JSON object; EXT-X-DATERANGE attributes X-STV-CAPTION, X-STV-NAME and X-STV-ITEM (item ids
// separated by commas). Pure.
import * as v from 'valibot'
import { CUE_KEYS, PRIV_OWNER } from '../../shared/api/stream'
import type { Id3Frame } from './id3'
import type { DateRange } from './playlist'

/** Not in the spec: the longest caption or name kept from a metadata cue, and most names or items. */
export const MAX_CUE_FIELD = 500
export const MAX_CUE_NAMES = 20

const Text = v.pipe(v.string(), v.trim(), v.maxLength(MAX_CUE_FIELD))
const JsonCueSchema = v.object({
  caption: v.optional(Text),
  names: v.optional(v.pipe(v.array(Text), v.maxLength(MAX_CUE_NAMES))),
  items: v.optional(
    v.pipe(
      v.array(v.union([Text, v.pipe(v.number(), v.integer(), v.transform(String))])),
      v.maxLength(MAX_CUE_NAMES),
    ),
  ),
})

/** What one metadata cue says. */
export type CueContent = { caption: string; names: string[]; items: string[] }

/** A control character (C0 or DEL), which a cue's text never keeps. */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

function clean(text: string): string {
  return Array.from(text, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, MAX_CUE_FIELD)
}

function content(caption: string[], names: string[], items: string[]): CueContent | null {
  const said = clean(caption.join(' '))
  const named = [...new Set(names.map(clean).filter(Boolean))].slice(0, MAX_CUE_NAMES)
  const cued = [...new Set(items.map(clean).filter(Boolean))].slice(0, MAX_CUE_NAMES)
  return said || named.length || cued.length ? { caption: said, names: named, items: cued } : null
}

function fromJson(text: string): CueContent | null {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = v.safeParse(JsonCueSchema, raw)
  if (!parsed.success) return null
  const { caption, names = [], items = [] } = parsed.output
  return content(caption ? [caption] : [], names, items)
}

/** What an ID3 tag's frames cue, or null when they cue nothing of ours. */
export function cueOfId3(frames: readonly Id3Frame[]): CueContent | null {
  const caption: string[] = []
  const names: string[] = []
  const items: string[] = []
  const parts: CueContent[] = []
  for (const frame of frames) {
    if (frame.id === 'PRIV') {
      if (frame.owner !== PRIV_OWNER) continue
      const json = fromJson(new TextDecoder().decode(frame.data))
      if (json) parts.push(json)
      continue
    }
    const key = frame.description.toUpperCase()
    if (key === CUE_KEYS.caption) caption.push(frame.value)
    else if (key === CUE_KEYS.name) names.push(frame.value)
    else if (key === CUE_KEYS.item) items.push(frame.value)
    else if (key === '') {
      const json = fromJson(frame.value)
      if (json) parts.push(json)
    }
  }
  for (const part of parts) {
    if (part.caption) caption.push(part.caption)
    names.push(...part.names)
    items.push(...part.items)
  }
  return content(caption, names, items)
}

/** What a date range cues, or null when it carries none of our attributes. */
export function cueOfDateRange(range: DateRange): CueContent | null {
  const get = (key: string) => range.data[`X-${key}`]
  const caption = get(CUE_KEYS.caption)
  const name = get(CUE_KEYS.name)
  const items = get(CUE_KEYS.item)
  return content(caption ? [caption] : [], name ? [name] : [], items ? items.split(',') : [])
}
