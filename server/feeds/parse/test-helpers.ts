import { readFileSync } from 'node:fs'
import type { FeedItem, ParsedRow } from '../types'
import { type FeedLimits, openFeed, type ParseProbe } from './index'

/** A fixture's bytes. */
export function fixture(name: string): Uint8Array {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url))
}

/** Bytes as UTF-8 (a string) or as given. */
export function bytesOf(input: string | Uint8Array): Uint8Array {
  return typeof input === 'string' ? new TextEncoder().encode(input) : input
}

/** The bytes as a stream cut into chunks of the given sizes (the rest in one last chunk). */
export async function* chunked(
  input: string | Uint8Array,
  sizes: number[] = [],
): AsyncGenerator<Uint8Array> {
  const bytes = bytesOf(input)
  let at = 0
  for (const size of sizes) {
    if (at >= bytes.length) return
    yield bytes.slice(at, at + size)
    at += size
  }
  if (at < bytes.length) yield bytes.slice(at)
}

/** Opens a feed and reads all its rows. */
export async function parseAll(
  input: string | Uint8Array | AsyncIterable<Uint8Array>,
  limits?: Partial<FeedLimits>,
  probe?: ParseProbe,
): Promise<{ format: string; rows: ParsedRow[] }> {
  const source = typeof input === 'string' || input instanceof Uint8Array ? chunked(input) : input
  const feed = await openFeed(source, limits, probe)
  const rows: ParsedRow[] = []
  for await (const row of feed.rows) rows.push(row)
  return { format: feed.format, rows }
}

/** The items of parsed rows (rejections left out). */
export function itemsOf(rows: ParsedRow[]): FeedItem[] {
  return rows.flatMap((row) => (row.kind === 'item' ? [row.item] : []))
}

/** The rejections of parsed rows, as `row attribute reason` lines easy to compare. */
export function rejectsOf(rows: ParsedRow[]): string[] {
  return rows.flatMap((row) =>
    row.kind === 'rejected'
      ? row.problems.map((problem) => `${row.row} ${problem.attribute} ${problem.reason}`)
      : [],
  )
}

export const HEADER = 'id\ttitle\tdescription\tlink\timage_link\tprice\tavailability'

/** A valid TSV row with the HEADER's columns, any of them replaced. */
export function tsvRow(overrides: Partial<Record<string, string>> = {}): string {
  const row: Record<string, string> = {
    id: 'SKU-1',
    title: 'Blue kettle',
    description: 'Boils water.',
    link: 'https://shop.example/p/kettle',
    image_link: 'https://cdn.shop.example/kettle.jpg',
    price: '25.00 USD',
    availability: 'in_stock',
    ...overrides,
  }
  return HEADER.split('\t')
    .map((name) => row[name] ?? '')
    .join('\t')
}

/** An RSS 2.0 feed with the `g:` namespace around the given items' XML. */
export function rss(items: string, prolog = '<?xml version="1.0" encoding="UTF-8"?>'): string {
  return `${prolog}\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title>${items}</channel></rss>\n`
}

/** One RSS item with valid required attributes, plus `extra` XML inside it. */
export function rssItem(extra = '', id = 'SKU-1'): string {
  return `<item><g:id>${id}</g:id><g:title>Blue kettle</g:title><g:description>Boils water.</g:description><g:link>https://shop.example/p/kettle</g:link><g:image_link>https://cdn.shop.example/kettle.jpg</g:image_link><g:price>25.00 USD</g:price><g:availability>in_stock</g:availability>${extra}</item>`
}

/** A feed nested all through: `rss > channel > a > a > …`, as an outside test sent one. */
export function nestedFeed(levels: number): string {
  return rss(`${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`)
}
