import { describe, expect, test } from 'vitest'
import { DEFAULT_FEED_LIMITS, newProbe } from './index'
import { HEADER, itemsOf, parseAll, rejectsOf, rss, rssItem, tsvRow } from './test-helpers'

const TEN_MB = 10 * 1024 * 1024
const CHUNK = 16 * 1024

/** The text, a 10 MB run of `filler` in the middle, then the rest: generated a chunk at a time. */
async function* huge(before: string, filler: string, after: string): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  yield encoder.encode(before)
  const piece = encoder.encode(filler.repeat(Math.ceil(CHUNK / filler.length)))
  for (let sent = 0; sent < TEN_MB; sent += piece.length) yield piece
  yield encoder.encode(after)
}

describe('huge fields are read past, not held', () => {
  test('a TSV row with a 10 MB description is rejected as too long, and the next row read', async () => {
    const [start = '', end = ''] = tsvRow({ description: '@' }).split('@')
    const probe = newProbe()
    const source = huge(
      `${HEADER}\n${start}`,
      'lorem ipsum ',
      `${end}\n${tsvRow({ id: 'NEXT' })}\n`,
    )
    const { rows } = await parseAll(source, {}, probe)
    expect(rows[0]).toMatchObject({ kind: 'rejected', row: 2, itemId: 'SKU-1' })
    expect(rejectsOf(rows)).toEqual(['2 row too-long'])
    expect(itemsOf(rows).map((item) => item.id)).toEqual(['NEXT'])
    expect(probe.heldChars).toBeLessThan(2 * DEFAULT_FEED_LIMITS.maxFieldChars)
  })

  test('a TSV field past maxFieldChars rejects its row, naming the attribute', async () => {
    const text = `${HEADER}\n${tsvRow({ title: 'x'.repeat(500) })}\n`
    const probe = newProbe()
    const { rows } = await parseAll(text, { maxFieldChars: 200 }, probe)
    expect(rejectsOf(rows)).toEqual(['2 title too-long'])
    expect(probe.heldChars).toBeLessThan(400)
  })

  test('a quote never closed makes one too-long row of the rest, not a hang or a heap', async () => {
    const text = `${HEADER}\n${tsvRow({ title: '"Open quote' })}\n${tsvRow({ id: 'LOST' })}\n`
    const { rows } = await parseAll(text, { maxRowBytes: 200 })
    expect(rejectsOf(rows)).toEqual(['2 row too-long'])
  })

  test.each([
    ['text', 'lorem &amp; ipsum ', '', ''],
    ['CDATA', 'lorem <b>ipsum</b> ]] ', '<![CDATA[', ']]>'],
  ])(
    'an RSS item with a 10 MB description in %s is rejected, and the next item read',
    async (_, filler, open, close) => {
      const [start = '', end = ''] = rss(
        rssItem('<g:description>@</g:description>', 'BIG') + rssItem('', 'NEXT'),
      ).split('@')
      const probe = newProbe()
      const { rows } = await parseAll(huge(start + open, filler, close + end), {}, probe)
      expect(rejectsOf(rows)).toEqual(['1 description too-long'])
      expect(itemsOf(rows).map((item) => item.id)).toEqual(['NEXT'])
      expect(probe.heldChars).toBeLessThan(2 * DEFAULT_FEED_LIMITS.maxFieldChars)
    },
  )

  test('a 10 MB comment inside an item is dropped without harm', async () => {
    const [start = '', end = ''] = rss(rssItem('<!--@-->')).split('@')
    const { rows } = await parseAll(huge(start, 'note - ', end))
    expect(itemsOf(rows)).toHaveLength(1)
  })
})
