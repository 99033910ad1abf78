// live/'s writes send the change signal themselves: each write of what a feed shows is heard
// once for its channel, and a write that changes nothing is not heard.
import { and, countDistinct, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CACHED_POOL_SIZE } from '../../shared/constants'
import { liveMatches, products } from '../db/schema'
import { PROGRAMS } from '../demo/programs'
import { type TestApp, testApp } from '../testing'
import { airOnce, appendMatches, type MatchingChannel, onAirNow } from './append'
import { addBlock, removeBlock } from './blocks'
import { createProgramClock } from './program-clock'
import { decideMatch, pinProduct } from './review'
import { programmedChannels } from './schedule'

let t: TestApp
let heard: string[]
let channel: MatchingChannel
const live = { feedChanged: (id: string) => void heard.push(id) }
const deps = () => ({ db: t.db, embeddings: null, live, tasks: t.tasks })

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  const [first] = await programmedChannels(t.db)
  if (!first) throw new Error('no programmed channel')
  channel = { id: first.id, topic: first.topic, region: first.region, approval: 'auto' }
})
afterAll(() => t.close())

/** A segment of the channel's demo program that names things the catalog has. */
function namingSegment() {
  const segment = PROGRAMS[channel.id]?.find((s) => s.entities.length > 0)
  if (!segment) throw new Error(`no segment naming things on ${channel.id}`)
  return segment
}

describe('appending matches', () => {
  test('a context with matches is heard once, on its channel', async () => {
    heard = []
    const at = { key: 'signals:1', time: t.now(), source: 'broadcaster' as const }
    const matches = await appendMatches(deps(), channel, namingSegment(), at)
    expect(matches.length).toBeGreaterThan(0)
    expect(heard).toEqual([channel.id])
  })

  test('a context that matches nothing is not heard', async () => {
    heard = []
    const at = { key: 'signals:2', time: t.now(), source: 'broadcaster' as const }
    const input = { caption: '', entities: [], title: '' }
    expect(await appendMatches(deps(), channel, input, at)).toEqual([])
    expect(heard).toEqual([])
  })

  test('airing a segment on air is heard once, on its channel', async () => {
    heard = []
    const onAir = onAirNow(
      { segments: [namingSegment()], epochMs: 0, keyPrefix: 'signals:', uploaded: false },
      t.now().getTime(),
    )
    expect((await airOnce(deps(), channel, onAir)).length).toBeGreaterThan(0)
    expect(heard).toEqual([channel.id])
  })
})

describe('review decisions', () => {
  test('a pin is heard; a pin of no product is not', async () => {
    const [item] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .limit(1)
    if (!item) throw new Error('no item')
    heard = []
    const pin = { productId: item.id, by: 'editor@example.test', now: t.now() }
    expect(await pinProduct(deps(), channel.id, pin)).toBe(true)
    expect(heard).toEqual([channel.id])
    heard = []
    expect(await pinProduct(deps(), channel.id, { ...pin, productId: 999_999_999 })).toBe(false)
    expect(heard).toEqual([])
  })

  test('an approval is heard once; deciding the same match again is not', async () => {
    const review: MatchingChannel = { ...channel, approval: 'review' }
    const at = { key: 'signals:review', time: t.now(), source: 'broadcaster' as const }
    heard = []
    await appendMatches(deps(), review, namingSegment(), at)
    const [pending] = await t.db
      .select({ id: liveMatches.id })
      .from(liveMatches)
      .where(and(eq(liveMatches.segmentKey, at.key), eq(liveMatches.status, 'pending')))
      .limit(1)
    if (!pending) throw new Error('nothing pending')
    heard = []
    const decision = { matchId: pending.id, approve: true, now: t.now() }
    expect(await decideMatch(deps(), channel.id, decision)).toBe(true)
    expect(heard).toEqual([channel.id])
    heard = []
    expect(await decideMatch(deps(), channel.id, decision)).toBe(false)
    expect(heard).toEqual([])
  })

  test('a block and its removal are heard each once', async () => {
    heard = []
    const block = { kind: 'vendor' as const, value: 'Nobody Ltd' }
    await addBlock(deps(), channel.id, { ...block, blockedBy: 'editor@example.test', now: t.now() })
    await removeBlock(deps(), channel.id, block)
    expect(heard).toEqual([channel.id, channel.id])
  })
})

describe('the program clock', () => {
  test('a tick is heard once on each channel its segments gave matches', async () => {
    t.setNow('2026-05-01T11:00:00Z')
    heard = []
    const clock = createProgramClock({ ...deps(), now: t.now, tickMs: 60_000 })
    await clock.tick()
    const given: string[] = []
    for (const c of await programmedChannels(t.db)) {
      const key = onAirNow(c.program, t.now().getTime()).key
      const [row] = await t.db
        .select({ n: countDistinct(liveMatches.productId) })
        .from(liveMatches)
        .where(and(eq(liveMatches.channelId, c.id), eq(liveMatches.segmentKey, key)))
      if (row?.n) given.push(c.id)
    }
    expect(given.length).toBeGreaterThan(0)
    expect([...heard].sort()).toEqual(given.sort())
  })

  test('a backfill is heard once per channel it fills, not once per segment', async () => {
    // At the start's time, whose past segments have aired: the backfill only signals.
    t.setNow('2026-05-01T10:00:00Z')
    await t.db.delete(liveMatches).where(eq(liveMatches.channelId, channel.id))
    const short: string[] = []
    for (const c of await programmedChannels(t.db)) {
      if (c.program.uploaded) continue
      const [row] = await t.db
        .select({ n: countDistinct(liveMatches.productId) })
        .from(liveMatches)
        .where(eq(liveMatches.channelId, c.id))
      if ((row?.n ?? 0) < CACHED_POOL_SIZE) short.push(c.id)
    }
    expect(short).toContain(channel.id)
    heard = []
    const clock = createProgramClock({ ...deps(), now: t.now, tickMs: 60_000 })
    await clock.backfill()
    expect([...heard].sort()).toEqual(short.sort())
  })
})
