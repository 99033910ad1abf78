import { describe, expect, test } from 'vitest'
import { openFeed } from './index'
import { inSlices, type Pacing, SLICE_BUDGET_MS, SLICE_CHARS } from './slices'
import { chunked, rss, rssItem } from './test-helpers'

/** A clock moved by hand, and the turns the event loop was given. */
function fakePacing(stepMs = 0) {
  let clock = 0
  const pacing: Pacing & { turns: number; advance: (ms: number) => void } = {
    turns: 0,
    now: () => {
      clock += stepMs
      return clock
    },
    turn: async () => {
      pacing.turns++
    },
    advance: (ms) => {
      clock += ms
    },
  }
  return pacing
}

async function* once(text: string): AsyncGenerator<string> {
  yield text
}

describe('text reaches the parser in slices', () => {
  test('a large chunk is cut into slices of at most SLICE_CHARS, never inside a surrogate pair', async () => {
    const emoji = '\u{1F3A3}' // two UTF-16 units
    const text = `${'a'.repeat(SLICE_CHARS - 1)}${emoji}${'b'.repeat(3 * SLICE_CHARS)}`
    const slices: string[] = []
    for await (const slice of inSlices(once(text), fakePacing())) slices.push(slice)
    expect(slices.join('')).toBe(text)
    expect(slices.length).toBe(4)
    expect(slices[0]?.endsWith(emoji)).toBe(true)
    for (const slice of slices) expect(slice.length).toBeLessThanOrEqual(SLICE_CHARS + 1)
  })

  test('the event loop gets a turn once SLICE_BUDGET_MS of work has passed, and not before', async () => {
    const pacing = fakePacing()
    const slices = inSlices(once('x'.repeat(4 * SLICE_CHARS)), pacing)
    await slices.next()
    pacing.advance(SLICE_BUDGET_MS - 1)
    await slices.next()
    expect(pacing.turns).toBe(0)
    pacing.advance(1)
    await slices.next()
    expect(pacing.turns).toBe(1)
    await slices.next()
    expect(pacing.turns).toBe(1)
  })

  test('a feed sent as one huge chunk gives the event loop turns while it is parsed', async () => {
    const items = Array.from({ length: 2_000 }, (_, i) => rssItem('', `S-${i}`)).join('')
    const text = rss(items)
    const pacing = fakePacing(SLICE_BUDGET_MS) // every slice finds its budget spent
    const feed = await openFeed(chunked(text, [text.length]), {}, undefined, pacing)
    let rows = 0
    for await (const _ of feed.rows) rows++
    expect(rows).toBe(2_000)
    expect(pacing.turns).toBeGreaterThanOrEqual(Math.floor(text.length / SLICE_CHARS) - 1)
  })
})
