import { describe, expect, test } from 'vitest'
import { NotAFeedError } from '../types'
import { NOT_A_FEED, openFeed } from './index'
import { chunked, HEADER, tsvRow } from './test-helpers'

async function refusal(input: string | Uint8Array): Promise<string> {
  let yielded = false
  const source = chunked(input, [7, 100])
  try {
    const feed = await openFeed(source)
    for await (const _ of feed.rows) yielded = true
  } catch (error) {
    expect(yielded).toBe(false)
    expect(error).toBeInstanceOf(NotAFeedError)
    return (error as Error).message
  }
  throw new Error('the file was taken as a feed')
}

describe('a file that is not a feed is refused with one sentence, before any row', () => {
  test('an empty file, or only blank lines', async () => {
    expect(await refusal('')).toBe(NOT_A_FEED.empty)
    expect(await refusal('\n\r\n  \n')).toBe(NOT_A_FEED.empty)
  })

  test('a PNG image, a gzip file, a ZIP archive and other binary data', async () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
    expect(await refusal(png)).toBe(NOT_A_FEED.binary('a PNG image'))
    expect(await refusal(Uint8Array.of(0x1f, 0x8b, 8, 0, 0))).toMatch(/gzip/)
    expect(await refusal(Uint8Array.of(0x50, 0x4b, 3, 4, 20, 0))).toMatch(/ZIP/)
    expect(await refusal(Uint8Array.of(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0))).toBe(
      NOT_A_FEED.binary('a binary file'),
    )
  })

  test('an HTML page', async () => {
    expect(await refusal('<!DOCTYPE html>\n<html lang="en"><head><title>Shop</title>')).toBe(
      NOT_A_FEED.html,
    )
    expect(await refusal('<html><body>Not found</body></html>')).toBe(NOT_A_FEED.html)
  })

  test('JSON', async () => {
    expect(await refusal('{"products":[{"id":"1"}]}')).toBe(NOT_A_FEED.json)
    expect(await refusal('  [{"id":"1"}]')).toBe(NOT_A_FEED.json)
  })

  test('a comma-separated file', async () => {
    expect(
      await refusal('id,title,description,link,image_link,price,availability\n1,a,b,c,d,e,f\n'),
    ).toBe(NOT_A_FEED.csv)
  })

  test('plain text', async () => {
    expect(await refusal('Dear customer,\nhere is our catalog.\n')).toBe(NOT_A_FEED.generic)
    expect(await refusal('hello world\n')).toBe(NOT_A_FEED.generic)
  })

  test('XML that is neither RSS 2.0 nor Atom', async () => {
    expect(await refusal('<?xml version="1.0"?>\n<catalog><product id="1"/></catalog>')).toBe(
      NOT_A_FEED.notRssOrAtom,
    )
    expect(await refusal('<feed><entry/></feed>')).toBe(NOT_A_FEED.notRssOrAtom)
  })

  test('XML broken before its root element', async () => {
    expect(await refusal('<?xml version="1.0"?>\n<!-- no root')).toMatch(/not well-formed/)
  })

  test('an XML declaration naming an encoding nobody can read', async () => {
    expect(await refusal('<?xml version="1.0" encoding="x-klingon"?><rss/>')).toBe(
      NOT_A_FEED.encoding('x-klingon'),
    )
  })

  test('a tab-separated header without a required column says which', async () => {
    const header = HEADER.replace('\tprice', '').replace('\tlink', '')
    expect(await refusal(`${header}\n${tsvRow()}\n`)).toBe(
      "The feed's header has no link, price columns (required: id, title, description, link, image_link, price, availability).",
    )
    expect(await refusal(`${HEADER.replace('\tprice', '\tcost')}\n`)).toMatch(
      /has no price column \(/,
    )
  })
})
