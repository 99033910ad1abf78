import { describe, expect, test } from 'vitest'
import { NotAFeedError } from '../types'
import { BrokenFeedError, MAX_XML_DEPTH, openFeed } from './index'
import { chunked, itemsOf, nestedFeed, parseAll, rss, rssItem } from './test-helpers'
import { tooDeepMessage } from './xml'

/** `<x>` opened `levels` times and closed again, inside an item's `g:shipping`. */
function nestedItem(levels: number, id = 'DEEP'): string {
  return rssItem(`<g:shipping>${'<x>'.repeat(levels)}${'</x>'.repeat(levels)}</g:shipping>`, id)
}

/** A feed whose deepest element is `depth` levels down (`rss > channel > item > g:shipping > x…`). */
function feedOfDepth(depth: number): string {
  return rss(nestedItem(depth - 4))
}

describe('how deep XML may nest', () => {
  test('a feed nested exactly to the limit is read', async () => {
    const { rows } = await parseAll(feedOfDepth(MAX_XML_DEPTH))
    expect(itemsOf(rows).map((item) => item.id)).toEqual(['DEEP'])
  })

  test('one level past the limit refuses the feed, saying how deep and what a feed needs', async () => {
    const refused = parseAll(feedOfDepth(MAX_XML_DEPTH + 1))
    await expect(refused).rejects.toBeInstanceOf(NotAFeedError)
    await expect(refused).rejects.toThrow(
      'The feed nests elements 33 levels deep (line 2) and was not read further; a product feed needs fewer than 10 (the limit is 32).',
    )
    expect(tooDeepMessage(33, 2, 32)).toMatch(/needs fewer than 10 \(the limit is 32\)/)
  })

  test('a feed that nests too deep after its first items gives them, then breaks off with why', async () => {
    const first = Array.from({ length: 300 }, (_, i) => rssItem('', `OK-${i}`)).join('')
    const text = rss(first + nestedItem(200) + rssItem('', 'AFTER'))
    expect(text.indexOf('<x>')).toBeGreaterThan(64 * 1024) // past what opening the feed reads
    const feed = await openFeed(chunked(text, [16 * 1024, 16 * 1024, 16 * 1024, 16 * 1024]))
    const ids: string[] = []
    const reading = (async () => {
      for await (const row of feed.rows) if (row.kind === 'item') ids.push(row.item.id)
    })()
    await expect(reading).rejects.toBeInstanceOf(BrokenFeedError)
    await expect(reading).rejects.toThrow(tooDeepMessage(MAX_XML_DEPTH + 1, 2, MAX_XML_DEPTH))
    expect(ids).toHaveLength(300)
    expect(ids).not.toContain('AFTER')
  })

  test('the refusal comes where the limit is passed, without reading the rest of the file', async () => {
    const bytes = new TextEncoder().encode(nestedFeed(200_000))
    let read = 0
    async function* source() {
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        read += 16 * 1024
        yield bytes.subarray(at, at + 16 * 1024)
      }
    }
    await expect(parseAll(source())).rejects.toBeInstanceOf(NotAFeedError)
    expect(bytes.length).toBeGreaterThan(1_000_000)
    expect(read).toBeLessThanOrEqual(64 * 1024) // what opening a feed reads anyway
  })
})
