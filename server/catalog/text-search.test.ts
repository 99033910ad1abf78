import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { searchText } from './text-search'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

test("puts the channel's topic first, then the rest, each by rank", async () => {
  const [home] = await t.db.select().from(products).where(eq(products.active, true)).limit(1)
  const topic = home?.topics[0]
  if (!home || !topic) throw new Error('catalog is empty')
  const [away] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.active, true), sql`not (${topic} = any(${products.topics}))`))
    .limit(1)
  if (!away) throw new Error('one topic only')
  // The other topic's category said twice ranks its items above the channel's own.
  const hits = await searchText(t.db, `${away.category} ${away.category} ${home.category}`, {
    topic,
    conditions: [eq(products.active, true)],
    limit: 60,
  })
  const onTopic = hits.map((hit) => hit.onTopic)
  expect(onTopic).toContain(true)
  expect(onTopic).toContain(false)
  expect(onTopic.indexOf(false)).toBe(onTopic.lastIndexOf(true) + 1)
})
