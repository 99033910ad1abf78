import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { channelStreams } from '../db/schema'
import { postgresTestApp, type TestApp } from '../testing'
import { renewStreams, takeStream } from './lease'

// Stream leases on a real PostgreSQL, where several processes take streams at once.
// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('stream leases on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_on_air')
  })
  afterAll(() => t?.close())

  test('processes racing on many connections take each stream exactly once', async () => {
    const ids = DEMO_CHANNELS.map((c) => c.id)
    await t.db
      .insert(channelStreams)
      .values(
        ids.map((channelId) => ({ channelId, url: `https://stream.example/${channelId}.m3u8` })),
      )
    const now = t.now()
    const until = new Date(now.getTime() + 6_000)
    const holders = ['a', 'b', 'c']
    const taken = await Promise.all(
      Array.from({ length: ids.length * 3 }, (_, i) =>
        takeStream(t.db, holders[i % holders.length] ?? 'a', now, until),
      ),
    )
    const got = taken.flatMap((s) => (s ? [s.channelId] : []))
    expect(got.sort()).toEqual([...ids].sort())
    const renewed = await Promise.all(holders.map((h) => renewStreams(t.db, h, until)))
    expect(
      renewed
        .flat()
        .map((s) => s.channelId)
        .sort(),
    ).toEqual([...ids].sort())
    expect(renewed.flat()).toHaveLength(ids.length)
  })
})
