import { type FeedFormat, NotAFeedError, type ParsedRow } from '../types'
import { DEFAULT_FEED_LIMITS, type FeedLimits, type ParseProbe } from './limits'
import type { RawRecord } from './record'
import { EVENT_LOOP_PACING, inSlices, type Pacing } from './slices'
import { declaredEncoding, isUtf8, looksLikeHtml, NOT_A_FEED, sniff } from './sniff'
import { decodeStream, peek, SNIFF_BYTES } from './source'
import { openTsv } from './tsv'
import { validateRecord } from './validate'
import { BrokenFeedError, openXml } from './xml'

export {
  DEFAULT_FEED_LIMITS,
  type FeedLimits,
  MAX_XML_DEPTH,
  newProbe,
  type ParseProbe,
} from './limits'
export { type Pacing, SLICE_BUDGET_MS, SLICE_CHARS } from './slices'
export { NOT_A_FEED } from './sniff'
export { BrokenFeedError }

/**
 * Opens a Google Merchant Center feed (tab-separated, RSS 2.0 or Atom with `g:`): reads just
 * enough of the start to know its format and encoding and that it is a feed, or throws
 * NotAFeedError with one sentence for a person (nothing is yielded before). `rows` then
 * streams one ParsedRow per row or item in file order, holding one row at a time; it throws
 * BrokenFeedError when an XML feed breaks off mid-way (its missing items are not "gone").
 * The text is parsed in slices that leave the event loop a turn (`slices.ts`). `probe` and
 * `pacing` are for tests and the bench.
 */
export async function openFeed(
  source: AsyncIterable<Uint8Array>,
  limits?: Partial<FeedLimits>,
  probe?: ParseProbe,
  pacing: Pacing = EVENT_LOOP_PACING,
): Promise<{ format: FeedFormat; rows: AsyncIterable<ParsedRow> }> {
  const bounds: FeedLimits = { ...DEFAULT_FEED_LIMITS, ...limits }
  const peeked = await peek(source, SNIFF_BYTES)
  const { encoding, preview } = sniff(peeked.head)
  if (preview.startsWith('{') || preview.startsWith('[')) throw new NotAFeedError(NOT_A_FEED.json)
  if (preview.startsWith('<')) {
    if (looksLikeHtml(preview)) throw new NotAFeedError(NOT_A_FEED.html)
    const text = decodeStream(peeked.all, xmlEncoding(encoding, preview))
    const xml = await openXml(inSlices(text, pacing), bounds, probe)
    return { format: xml.format, rows: validated(xml.records) }
  }
  // A TSV without a BOM is UTF-8 unless its start is not, then a Latin-1 (windows-1252) export.
  const start = peeked.head.subarray(0, SNIFF_BYTES)
  const whole = peeked.ended && start.length === peeked.head.length
  const label = encoding ?? (isUtf8(start, whole) ? 'utf-8' : 'windows-1252')
  const records = await openTsv(inSlices(decodeStream(peeked.all, label), pacing), bounds, probe)
  return { format: 'tsv', rows: validated(records) }
}

/**
 * An XML feed's encoding: the bytes' (BOM, UTF-16 zero bytes), else the declaration's, else
 * UTF-8. A declared UTF-16 whose bytes are plainly 8-bit is a wrong declaration: UTF-8.
 */
function xmlEncoding(sniffed: string | null, preview: string): string {
  if (sniffed) return sniffed
  const label = declaredEncoding(preview)
  if (label === null) return 'utf-8'
  let encoding: string
  try {
    encoding = new TextDecoder(label).encoding
  } catch {
    throw new NotAFeedError(NOT_A_FEED.encoding(label))
  }
  return encoding.startsWith('utf-16') ? 'utf-8' : encoding
}

async function* validated(records: AsyncIterable<RawRecord>): AsyncGenerator<ParsedRow> {
  for await (const record of records) yield validateRecord(record)
}
