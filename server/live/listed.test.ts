import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addOrigin,
  createChannel,
  createDemoChannels,
  markOriginsVerified,
  TEST_CHANNELS,
} from '../channels'
import { type Database, openDb } from '../db'
import { channelPrograms, channels, liveMatches, products } from '../db/schema'
import { keepDemoContent } from '../demo'
import { testConfig } from '../testing'
import { listedChannels } from './listed'

const NEW = { id: 'alpine-tv', name: 'Alpine TV', topic: 'hiking', description: 'Trails.' }
const PAGE = { channelId: NEW.id, origin: 'https://alpine.example' }
const NOW = new Date('2026-05-01T10:00:00Z')

let database: Database
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  await createDemoChannels(database.db, testConfig(), NOW)
  await keepDemoContent(database.db)
})
afterAll(() => database.close())
// Each test starts from the demo channels, none archived, and a new channel just created.
beforeEach(async () => {
  await database.db.delete(channels).where(eq(channels.id, NEW.id))
  await database.db.update(channels).set({ archivedAt: null })
  await createChannel(
    database.db,
    { ...NEW, defaultView: 'full', defaultTheme: 'auto' },
    'owner@alpine.example',
  )
})

const listed = async () => (await listedChannels(database.db)).map((row) => row.id)
const verifyPage = async () => {
  await addOrigin(database.db, NEW.id, PAGE.origin)
  await markOriginsVerified(database.db, [PAGE], 'operator', NOW)
}

async function matchOnce(status: 'live' | 'pending') {
  const [item] = await database.db
    .insert(products)
    .values({
      key: 'alpine:1',
      channelId: NEW.id,
      type: 'product',
      title: 'Trail boot',
      category: 'Boots',
      description: 'A boot.',
      vendor: 'Alpine shop',
      link: 'https://alpine.example/boot',
      priceCents: 9900,
      currency: 'EUR',
      topics: ['hiking'],
    })
    .returning()
  if (!item) throw new Error('no product')
  await database.db.insert(liveMatches).values({
    channelId: NEW.id,
    productId: item.id,
    matchKind: 'exact',
    score: 1,
    segmentKey: 'push:1',
    source: 'broadcaster',
    status,
  })
}

describe('the channels a viewer is offered', () => {
  test('are the demo channels by name, without the test channel', async () => {
    const names = (await listedChannels(database.db)).map((row) => row.name)
    expect(names).toEqual([
      'Baywatch MENA',
      'Golf Network',
      'InTravel Europe',
      'InTravel UK',
      'InTravel US',
      'Just Cooking',
      'KBS',
      'Lionsgate',
      'Maxports',
      'WeDoSport',
      'Wild TV',
    ])
    expect(await listed()).not.toContain(TEST_CHANNELS[0])
  })

  test('leave out an archived channel', async () => {
    await database.db.update(channels).set({ archivedAt: NOW }).where(eq(channels.id, 'kbs'))
    expect(await listed()).not.toContain('kbs')
  })

  test('leave out a new channel with nothing on air, even once its page is verified', async () => {
    await addOrigin(database.db, NEW.id, PAGE.origin)
    expect(await listed()).not.toContain(NEW.id)
    await markOriginsVerified(database.db, [PAGE], 'operator', NOW)
    expect(await listed()).not.toContain(NEW.id)
  })

  test('take in a channel with a verified page and an uploaded schedule', async () => {
    await database.db.insert(channelPrograms).values({
      channelId: NEW.id,
      segments: [{ title: 'Trail', caption: 'Boots on the trail', entities: [], durationSec: 5 }],
      cues: [{ startMs: 0, endMs: 5000, text: 'Boots on the trail' }],
      startsAt: NOW,
      uploadedBy: 'owner@alpine.example',
    })
    expect(await listed()).not.toContain(NEW.id)
    await verifyPage()
    expect(await listed()).toContain(NEW.id)
  })

  test('take in a channel with a verified page whose pushed context matched live', async () => {
    await verifyPage()
    await matchOnce('pending')
    expect(await listed()).not.toContain(NEW.id)
    await database.db.update(liveMatches).set({ status: 'live' })
    expect(await listed()).toContain(NEW.id)
  })

  test('take in a channel with a stock program only once its page is verified', async () => {
    const [stock] = await database.db
      .select({ program: channels.stockProgram })
      .from(channels)
      .where(eq(channels.id, 'wildtv'))
    await database.db
      .update(channels)
      .set({ stockProgram: stock?.program ?? null })
      .where(eq(channels.id, NEW.id))
    expect(await listedChannels(database.db)).toHaveLength(11)
    await verifyPage()
    expect(await listed()).toContain(NEW.id)
  })

  test('leave out a demo channel without its stock program', async () => {
    await database.db.update(channels).set({ stockProgram: null }).where(eq(channels.id, 'kbs'))
    expect(await listed()).not.toContain('kbs')
    await keepDemoContent(database.db)
    expect(await listed()).toContain('kbs')
  })
})
