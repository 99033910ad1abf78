import { SaxesParser } from 'saxes'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { newProbe } from './index'
import { itemsOf, nestedFeed, parseAll, rss, rssItem } from './test-helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('work grows with the file, not with its depth squared', () => {
  async function lookupsAt(levels: number): Promise<number> {
    const probe = newProbe()
    await parseAll(nestedFeed(levels), { maxDepth: Number.MAX_SAFE_INTEGER }, probe)
    return probe.namespaceLookups
  }

  test('each element’s namespace is one look-up, however deep it is', async () => {
    const [once, twice] = [await lookupsAt(2_000), await lookupsAt(4_000)]
    expect(once).toBeGreaterThanOrEqual(2_000)
    expect(twice / once).toBeLessThan(2.1)
  })

  test('saxes’s own resolution, which walks every open element, is never run', async () => {
    const resolve = vi.spyOn(SaxesParser.prototype, 'resolve')
    const { rows } = await parseAll(rss(rssItem('<g:brand>Ridge</g:brand>')))
    expect(itemsOf(rows)[0]?.brand).toBe('Ridge')
    expect(resolve).not.toHaveBeenCalled()
  })
})

describe('namespaces resolved as elements open and close', () => {
  test('a prefix bound on an element holds for its children only', async () => {
    const scoped = rssItem(
      '<p:brand xmlns:p="http://base.google.com/ns/1.0">Ridge</p:brand><p:gtin>123</p:gtin>',
    )
    const { rows } = await parseAll(rss(scoped))
    expect(rows).toMatchObject([{ kind: 'rejected', problems: [{ attribute: 'item' }] }])
    const [problem] = rows[0]?.kind === 'rejected' ? rows[0].problems : []
    expect(problem?.detail).toMatch(/unbound namespace prefix: "p"/)
  })

  test('a default namespace applies to unprefixed names below it', async () => {
    const item = rssItem('<brand xmlns="http://base.google.com/ns/1.0">Ridge</brand>')
    const { rows } = await parseAll(rss(item))
    expect(itemsOf(rows)[0]?.brand).toBe('Ridge')
  })
})
