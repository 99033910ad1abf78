import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import type { Product } from '../../shared/api/types'
import { CACHED_POOL_SIZE } from '../../shared/constants'
import { rotateChannelKey } from '../catalog/channel-keys'
import { liveMatches } from '../db/schema'
import { poolSizeOf, type TestApp, testApp } from '../testing'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('GET /product_search/recent_products/{channelId}/{count}', () => {
  test('answers the pool of up to 50 distinct matched items, newest first', async () => {
    const res = await t.get(`/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`)
    expect(res.status).toBe(200)
    const items = (await res.json()) as Product[]
    expect(items).toHaveLength(await poolSizeOf(t, 'wildtv'))
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    const times = items.map((i) => Date.parse(i.time ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const first = items[0]
    expect(first).toMatchObject({ type: expect.stringMatching(/^(product|ticket|deal)$/) })
    // The demo feed's pictures, drawn by this server.
    expect(first?.image).toMatch(/^http:\/\/localhost:8080\/api\/media\/feeds\/\d+\/[\w-]+\.svg$/)
    expect(first?.price).toMatch(/\d/)
    expect(['exact', 'contextual']).toContain(first?.match)
  })

  test('answers one item for a count of 1', async () => {
    const res = await t.get('/product_search/recent_products/wildtv/1')
    expect(await res.json()).toHaveLength(1)
  })

  test.each(['0', '51', 'abc', '1.5', '-1', '9999'])(
    'refuses the count %s with a 400',
    async (count) => {
      const res = await t.get(`/product_search/recent_products/wildtv/${count}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        error: { code: 'invalid-request', message: expect.stringContaining('count') },
      })
    },
  )

  test('answers 404 for an unknown channel', async () => {
    const res = await t.get('/product_search/recent_products/no-such-channel/10')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'Unknown channel: no-such-channel' },
    })
  })

  test('answers 400 for a channel id that cannot exist', async () => {
    const res = await t.get('/product_search/recent_products/%3Cscript%3E/10')
    expect(res.status).toBe(400)
  })

  test('sends Cache-Control and an ETag, and 304 for a matching If-None-Match', async () => {
    const res = await t.get('/product_search/recent_products/wildtv/10')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await t.get('/product_search/recent_products/wildtv/10', {
      'If-None-Match': etag ?? '',
    })
    expect(again.status).toBe(304)
    const other = await t.get('/product_search/recent_products/wildtv/10', {
      'If-None-Match': '"nope"',
    })
    expect(other.status).toBe(200)
  })
})

describe('channels', () => {
  test('lists the 11 demo channels viewers may watch, not the test channel', async () => {
    const res = await t.get('/channels')
    const body = (await res.json()) as { channels: { id: string }[] }
    expect(body.channels).toHaveLength(11)
    expect(body.channels.map((c) => c.id)).toContain('wildtv')
    expect(body.channels.map((c) => c.id)).not.toContain('danger-tv-test')
    // Its own link still works.
    expect((await t.get('/channels/danger-tv-test')).status).toBe(200)
  })

  test('tells one channel and 404 for an unknown one', async () => {
    expect((await t.get('/channels/kbs')).status).toBe(200)
    expect((await t.get('/channels/nope')).status).toBe(404)
  })

  test('tells what is on air now, moving with the clock', async () => {
    const res = await t.get('/channels/wildtv/now')
    const body = (await res.json()) as { segment: { title: string; endsAt: string } }
    expect(body.segment.title).toBeTruthy()
    t.setNow(body.segment.endsAt)
    const next = (await (await t.get('/channels/wildtv/now')).json()) as {
      segment: { startedAt: string }
    }
    expect(next.segment.startedAt).toBe(body.segment.endsAt)
  })
})

describe('POST /channels/{id}/context', () => {
  const push = { caption: 'Casting for bass at dawn with a light spinning reel', entities: [] }

  test('refuses a push without the channel key and changes nothing', async () => {
    const before = await t.rows(liveMatches)
    const res = await t.post('/channels/wildtv/context', push)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({
      error: { code: 'unauthorized', message: expect.stringContaining('X-Channel-Key') },
    })
    const wrong = await t.post('/channels/wildtv/context', push, { 'X-Channel-Key': 'guess' })
    expect(wrong.status).toBe(401)
    expect(await t.rows(liveMatches)).toBe(before)
  })

  test('matches a pushed context and puts it at the top of the live feed', async () => {
    const key = await rotateChannelKey(t.db, 'wildtv')
    t.setNow('2026-05-01T12:00:00Z')
    const res = await t.post('/channels/wildtv/context', push, { 'X-Channel-Key': key ?? '' })
    expect(res.status).toBe(201)
    const { matches } = (await res.json()) as { matches: Product[] }
    expect(matches.length).toBeGreaterThan(0)
    const recent = (await (
      await t.get('/product_search/recent_products/wildtv/1')
    ).json()) as Product[]
    expect(matches.map((m) => m.id)).toContain(recent[0]?.id)
  })

  test('an item named by its title in a caption without entities is an exact match, and says why', async () => {
    const key = await rotateChannelKey(t.db, 'wildtv')
    const pool = (await (
      await t.get(`/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`)
    ).json()) as Product[]
    const named = pool.find((item) => item.type === 'product' && item.title)
    t.setNow('2026-05-01T13:00:00Z')
    const caption = `And here is the ${named?.title} in action`
    const res = await t.post(
      '/channels/wildtv/context',
      { caption },
      { 'X-Channel-Key': key ?? '' },
    )
    const { matches } = (await res.json()) as { matches: Product[] }
    const said = { id: named?.id, match: 'exact', why: `Heard: ${named?.title}` }
    expect(matches).toContainEqual(expect.objectContaining(said))
    const recent = (await (
      await t.get(`/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`)
    ).json()) as Product[]
    expect(recent).toContainEqual(expect.objectContaining(said))
  })

  test.each([
    ['malformed JSON', '{"caption": ', 400],
    ['a missing caption', { entities: ['x'] }, 400],
    ['a caption of the wrong type', { caption: 42 }, 400],
    ['too many entities', { caption: 'x', entities: Array.from({ length: 51 }, () => 'e') }, 400],
    ['an oversize body', { caption: 'x'.repeat(20_000) }, 413],
    ['a NUL character in an entity', { caption: 'bass', entities: ['reel\u0000'] }, 400],
    ['a NUL character in the caption', { caption: 'bass\u0000 at dawn' }, 400],
    ['a NUL character in the title', { caption: 'bass', title: '\u0000' }, 400],
  ])('refuses %s and changes nothing', async (_, body, status) => {
    const key = await rotateChannelKey(t.db, 'kbs')
    const before = await t.rows(liveMatches)
    const res = await t.post('/channels/kbs/context', body, { 'X-Channel-Key': key ?? '' })
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    expect(await t.rows(liveMatches)).toBe(before)
  })

  test('refuses a body that is not JSON with 415', async () => {
    const key = await rotateChannelKey(t.db, 'kbs')
    const res = await t.app.request('/api/channels/kbs/context', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Channel-Key': key ?? '' },
      body: 'caption',
    })
    expect(res.status).toBe(415)
  })
})
