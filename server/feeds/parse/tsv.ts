import { NotAFeedError } from '../types'
import type { FeedLimits, ParseProbe } from './limits'
import {
  emptyRecord,
  KNOWN_ATTRIBUTES,
  normaliseAttributeName,
  type RawRecord,
  REQUIRED_ATTRIBUTES,
} from './record'
import { NOT_A_FEED } from './sniff'
import { type TsvRow, TsvTokenizer } from './tsv-tokenizer'

/**
 * Reads the header of a tab-separated feed and checks it names the required attributes;
 * then `records` yields each data row by attribute name, in file order.
 */
export async function openTsv(
  text: AsyncIterable<string>,
  limits: FeedLimits,
  probe?: ParseProbe,
): Promise<AsyncIterable<RawRecord>> {
  const iterator = text[Symbol.asyncIterator]()
  // Until the header is read every column is kept; after it, only the known ones. Rows split
  // in the header's chunk were read with every column kept, which a chunk bounds.
  let columns: Columns | null = null
  const tokens = new TsvTokenizer(
    limits,
    (index) => columns === null || columns[index] !== undefined,
    probe,
  )
  let pending: TsvRow[] = []
  let ended = false
  while (pending.length === 0 && !ended) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      pending = tokens.end()
    } else {
      pending = tokens.push(next.value)
    }
  }
  const header = pending[0]
  if (!header) throw new NotAFeedError(NOT_A_FEED.empty)
  columns = checkHeader(header)
  return readRows(tokens, pending.slice(1), iterator, ended, columns)
}

/** The attribute each column holds (undefined for columns the parser does not read). */
type Columns = (string | undefined)[]

function checkHeader(header: TsvRow): Columns {
  if (header.tooLong) throw new NotAFeedError(NOT_A_FEED.headerTooLong)
  const names = header.fields.map(normaliseAttributeName)
  const known = names.filter((name) => KNOWN_ATTRIBUTES.has(name))
  if (names.length < 2 || known.length === 0) {
    // Comma-separated with Merchant Center's names: say so, since re-exporting fixes it.
    const commaNames = header.fields.join('\t').split(',').map(normaliseAttributeName)
    const csv = commaNames.some((name) => KNOWN_ATTRIBUTES.has(name))
    throw new NotAFeedError(csv ? NOT_A_FEED.csv : NOT_A_FEED.generic)
  }
  const missing = REQUIRED_ATTRIBUTES.filter((name) => !names.includes(name))
  if (missing.length > 0) {
    throw new NotAFeedError(NOT_A_FEED.missingColumns(missing, REQUIRED_ATTRIBUTES))
  }
  // A repeated column name: the first one is read.
  return names.map((name, index) =>
    KNOWN_ATTRIBUTES.has(name) && names.indexOf(name) === index ? name : undefined,
  )
}

async function* readRows(
  tokens: TsvTokenizer,
  rest: TsvRow[],
  iterator: AsyncIterator<string>,
  ended: boolean,
  columns: Columns,
): AsyncGenerator<RawRecord> {
  for (const row of rest) yield toRecord(row, columns)
  if (ended) return
  for (;;) {
    const next = await iterator.next()
    if (next.done) break
    for (const row of tokens.push(next.value)) yield toRecord(row, columns)
  }
  for (const row of tokens.end()) yield toRecord(row, columns)
}

function toRecord(row: TsvRow, columns: Columns): RawRecord {
  const record = emptyRecord(row.line)
  record.rowTooLong = row.tooLong
  row.fields.forEach((value, index) => {
    const name = columns[index]
    if (name === undefined) return
    // TSV lists additional images comma-separated (XML repeats the element instead).
    record.values.set(name, name === 'additional_image_link' ? value.split(',') : [value])
  })
  for (const index of row.overflowed) {
    const name = columns[index]
    if (name !== undefined) record.overflowed.add(name)
  }
  return record
}
