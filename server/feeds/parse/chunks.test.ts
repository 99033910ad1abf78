import { describe, expect, test } from 'vitest'
import { chunked, fixture, parseAll } from './test-helpers'

/** A small deterministic PRNG, so a failing split can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const FILES = ['merchant-export.tsv', 'rss.xml', 'atom.xml']

describe('where the chunks are cut changes nothing', () => {
  test.each(FILES)('%s split in two at every byte gives the same rows', async (name) => {
    const bytes = fixture(name)
    const whole = await parseAll(bytes)
    for (let at = 1; at < bytes.length; at++) {
      expect(await parseAll(chunked(bytes, [at]))).toEqual(whole)
    }
  })

  test.each(FILES)(
    '%s fed a byte at a time, or in random sizes, gives the same rows',
    async (name) => {
      const bytes = fixture(name)
      const whole = await parseAll(bytes)
      expect(await parseAll(chunked(bytes, Array(bytes.length).fill(1)))).toEqual(whole)
      const next = random(name.length)
      for (let run = 0; run < 20; run++) {
        const sizes = Array.from({ length: bytes.length }, () => 1 + Math.floor(next() * 40))
        expect(await parseAll(chunked(bytes, sizes))).toEqual(whole)
      }
    },
  )

  test('multi-byte characters cut in the middle decode the same', async () => {
    const text = new TextEncoder().encode(
      'id\ttitle\tdescription\tlink\timage_link\tprice\tavailability\nK-1\t한국어 제목 ☕\tdé€\thttps://s.example/k\thttps://s.example/k.jpg\t39900 KRW\tin_stock\n',
    )
    const whole = await parseAll(text)
    expect(whole.rows[0]).toMatchObject({ kind: 'item', item: { title: '한국어 제목 ☕' } })
    for (let at = 1; at < text.length; at++) {
      expect(await parseAll(chunked(text, [at]))).toEqual(whole)
    }
  })
})
