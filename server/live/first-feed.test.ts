import { describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { HttpError } from '../http/errors'
import { createFeedCache, prepareList } from './feed-cache'
import { firstFeedMarkup, firstFeedOf } from './first-feed'

const product = (id: number, fields: Partial<Product> = {}): Product => ({
  id,
  title: `Item ${id}`,
  link: `https://shop.example/${id}`,
  image: `https://img.example/${id}.svg`,
  ...fields,
})

describe('firstFeedMarkup', () => {
  test('the data block holds the list; the preloads are the first cards shown', () => {
    const list = prepareList(Array.from({ length: 12 }, (_, i) => product(12 - i)))
    const markup = firstFeedMarkup('wildtv', list)
    const json = /^<script type="application\/json" data-stv-feed="wildtv">(.*)<\/script>$/s.exec(
      markup.data,
    )?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual(list.products)
    // Shown newest first: items 12 and 11 (of 12 newest first).
    expect(markup.preloads).toBe(
      '<link rel="preload" as="image" href="https://img.example/12.svg">\n' +
        '<link rel="preload" as="image" href="https://img.example/11.svg">',
    )
  })

  test('is data, not markup: a title cannot end its block, a picture address stays an attribute', () => {
    const markup = firstFeedMarkup(
      'wildtv',
      prepareList([
        product(1, {
          title: '</script><script>alert(1)</script>',
          image: 'https://img.example/a.svg?x="><b>',
        }),
      ]),
    )
    expect(markup.data).not.toContain('</script><script>')
    expect(markup.data.match(/<\/script>/g)).toHaveLength(1)
    expect(markup.preloads).toBe(
      '<link rel="preload" as="image" href="https://img.example/a.svg?x=&quot;&gt;&lt;b&gt;">',
    )
  })
})

describe('firstFeedOf', () => {
  const lists = (read: () => Promise<Product[]>) => createFeedCache({ read, maxAgeMs: 60_000 })

  test('an unknown channel has none; another failure is the caller’s to handle', async () => {
    const unknown = lists(() => Promise.reject(new HttpError(404, 'Unknown channel: x')))
    expect(await firstFeedOf(unknown, 'x')).toBeNull()
    const broken = lists(() => Promise.reject(new Error('the database is away')))
    await expect(firstFeedOf(broken, 'x')).rejects.toThrow('the database is away')
  })

  test('made once per list, however many pages ask', async () => {
    const cache = lists(() => Promise.resolve([product(1)]))
    expect(await firstFeedOf(cache, 'wildtv')).toBe(await firstFeedOf(cache, 'wildtv'))
  })
})
