import { NotAFeedError } from '../types'

/** What the first bytes say: an encoding when they decide it, and how to read on. */
export type Sniffed = {
  /** From a BOM or UTF-16 byte patterns; null: decide from the content (XML declaration, UTF-8 check). */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | null
  /** The start as text, enough to tell markup, JSON and TSV apart. */
  preview: string
}

const GENERIC =
  'This file is not a product feed: expected a tab-separated file whose first line names the attributes (id, title, …) or an RSS/Atom XML feed.'

/** One sentence for a person for each way a file is not a feed (spec: one clear message). */
export const NOT_A_FEED = {
  generic: GENERIC,
  empty: `This file is empty. ${GENERIC.replace('This file is not a product feed: expected', 'A product feed is')}`,
  binary: (kind: string) =>
    `This file is ${kind}, not a product feed: expected a tab-separated text file or an RSS/Atom XML feed.`,
  html: 'This is a web page (HTML), not a product feed: give the address or file of the feed itself (tab-separated, RSS or Atom).',
  json: 'This is a JSON file, not a product feed: expected a tab-separated file or an RSS/Atom XML feed.',
  csv: 'This looks like a comma-separated (CSV) file: a product feed separates its columns with tabs (export it as tab-separated text).',
  notRssOrAtom: 'This is an XML file but not an RSS 2.0 or Atom feed.',
  malformedXml: (message: string) =>
    `This XML file is not well-formed near its start, so it cannot be read as a feed (${message}).`,
  encoding: (label: string) =>
    `The feed declares the encoding "${label}", which cannot be read: save it as UTF-8.`,
  missingColumns: (missing: readonly string[], required: readonly string[]) =>
    `The feed's header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''} (required: ${required.join(', ')}).`,
  headerTooLong:
    'This file is not a product feed: its first line is too long to be a header of attribute names.',
} as const

/** Magic numbers of files people upload by mistake. */
const MAGIC: { bytes: number[]; kind: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], kind: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'a GIF image' },
  { bytes: [0x1f, 0x8b], kind: 'a gzip-compressed file (unpack it first)' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'a ZIP archive or an Excel workbook' },
  { bytes: [0x25, 0x50, 0x44, 0x46], kind: 'a PDF document' },
]

function startsWith(head: Uint8Array, bytes: number[]): boolean {
  return bytes.every((byte, i) => head[i] === byte)
}

/**
 * Refuses files that are plainly not text (empty, images, archives, NUL bytes) and finds the
 * encoding when the bytes alone decide it.
 */
export function sniff(head: Uint8Array): Sniffed {
  if (head.length === 0) throw new NotAFeedError(NOT_A_FEED.empty)
  for (const magic of MAGIC) {
    if (startsWith(head, magic.bytes)) throw new NotAFeedError(NOT_A_FEED.binary(magic.kind))
  }
  const encoding = byteOrder(head)
  if (encoding === null && head.includes(0)) {
    throw new NotAFeedError(NOT_A_FEED.binary('a binary file'))
  }
  // Latin-1 keeps ASCII as it is, which is all the preview is looked at for.
  const preview = new TextDecoder(encoding ?? 'latin1').decode(head.subarray(0, 4096))
  if (preview.trim() === '') throw new NotAFeedError(NOT_A_FEED.empty)
  return { encoding, preview: preview.replace(/^\uFEFF/, '').trimStart() }
}

/** UTF-8 or UTF-16 by BOM, or UTF-16 without one by the zero bytes around ASCII. */
function byteOrder(head: Uint8Array): Sniffed['encoding'] {
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return 'utf-8'
  if (startsWith(head, [0xff, 0xfe])) return 'utf-16le'
  if (startsWith(head, [0xfe, 0xff])) return 'utf-16be'
  if (head.length >= 4 && head[0] !== 0 && head[1] === 0 && head[2] !== 0 && head[3] === 0) {
    return 'utf-16le'
  }
  if (head.length >= 4 && head[0] === 0 && head[1] !== 0 && head[2] === 0 && head[3] !== 0) {
    return 'utf-16be'
  }
  return null
}

/** The encoding an XML declaration names (`<?xml … encoding="ISO-8859-1"?>`), if any. */
export function declaredEncoding(preview: string): string | null {
  const declaration = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(preview)
  return declaration?.[1] ?? null
}

/** True when the bytes are valid UTF-8 (a sequence cut at the end counts as valid unless `whole`). */
export function isUtf8(bytes: Uint8Array, whole: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !whole })
    return true
  } catch {
    return false
  }
}

/** True when the preview starts like an HTML page rather than an XML feed. */
export function looksLikeHtml(preview: string): boolean {
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html[\s>])/i.test(preview)
}
