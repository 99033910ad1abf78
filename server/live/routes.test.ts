import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { studioPaths } from '../../shared/api/studio'
import { LIVE_PING_MS, LIVE_POLL_COUNT } from '../../shared/constants'
import { rotateChannelKey } from '../catalog'
import { liveMatches } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { recentProducts } from './recent'
import { LIVE_CACHE_CONTROL } from './routes'
import { sseReader } from './sse-testing'

const SHOW = 'live-show'
const push = { caption: 'Casting for bass at dawn with a light spinning reel', entities: [] }
const pollPath = (channelId: string) =>
  `/product_search/recent_products/${channelId}/${LIVE_POLL_COUNT}`

let t: TestApp
let editor: Record<string, string>
let key: string

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  editor = bearer(await t.signIn('editor@example.test'))
  await t.post(studioPaths.channels, { id: SHOW, name: 'Live show', topic: 'none' }, editor)
  key = (await rotateChannelKey(t.db, 'wildtv')) ?? ''
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The body the polling route answers now (identity coding). */
async function polled(channelId: string) {
  return (await t.get(pollPath(channelId))).text()
}

describe('the live stream', () => {
  // Intervals held still: an event comes from the change signal, never the time backstop.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  })

  test('is a public event stream whose first event is the polling body', async () => {
    const res = await t.get('/live/wildtv', { Origin: 'https://anyone.example' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('content-encoding')).toBeNull()
    const sse = sseReader(res.body)
    expect(await sse.next()).toMatchObject({ event: null, data: null, comment: null })
    const first = await sse.next()
    expect(first.event).toBe('products')
    expect(first.data).toBe(await polled('wildtv'))
    await sse.cancel()
  })

  test('sends the new list after a broadcaster push, and nothing to another channel', async () => {
    const wild = sseReader((await t.get('/live/wildtv')).body)
    const other = sseReader((await t.get(`/live/${SHOW}`)).body)
    const before = await wild.nextProducts()
    await other.nextProducts()
    t.setNow('2026-05-01T12:00:00Z')
    const res = await t.post('/channels/wildtv/context', push, { 'X-Channel-Key': key })
    expect(res.status).toBe(201)
    const after = await wild.nextProducts()
    expect(after).not.toBe(before)
    expect(after).toBe(await polled('wildtv'))
    expect(await other.pending()).toBe(false)
    await Promise.all([wild.cancel(), other.cancel()])
  })

  test('sends the new list after a Studio pin and after a block', async () => {
    const sse = sseReader((await t.get(`/live/${SHOW}`)).body)
    const [item] = JSON.parse(await polled('wildtv')) as { id: string }[]
    if (!item) throw new Error('wildtv has no live items')
    expect(JSON.parse(await sse.nextProducts())).toEqual([])
    const pin = await t.post(studioPaths.pins(SHOW), { productId: Number(item.id) }, editor)
    expect(pin.status).toBe(201)
    const pinned = JSON.parse(await sse.nextProducts()) as { id: string }[]
    expect(pinned.map((p) => p.id)).toEqual([item.id])
    const block = await t.post(
      studioPaths.blocks(SHOW),
      { kind: 'product', value: Number(item.id) },
      editor,
    )
    expect(block.status).toBe(200)
    expect(JSON.parse(await sse.nextProducts())).toEqual([])
    await sse.cancel()
  })

  test('pings every LIVE_PING_MS', async () => {
    const sse = sseReader((await t.get('/live/wildtv')).body)
    await sse.nextProducts()
    expect(await sse.pending()).toBe(false)
    vi.advanceTimersByTime(LIVE_PING_MS)
    expect(await sse.next()).toMatchObject({ comment: 'ping', event: null })
    await sse.cancel()
  })

  test.each([
    ['a malformed channel id', '/live/Not%20A%20Channel', 400],
    ['an unknown channel', '/live/nosuchchannel', 404],
  ])('answers %s with JSON and no stream', async (_, path, status) => {
    const res = await t.get(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
  })

  test('answers an archived channel with 404', async () => {
    const id = 'live-archived'
    await t.post(studioPaths.channels, { id, name: 'Gone', topic: 'none' }, editor)
    await t.send('PATCH', studioPaths.channel(id), { archived: true }, editor)
    expect((await t.get(`/live/${id}`)).status).toBe(404)
  })
})

describe('the polled list', () => {
  test('answers as before: the recent products, cacheable by shared caches, no Vary: Origin', async () => {
    const res = await t.get(pollPath('wildtv'), { Origin: 'https://anyone.example' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(
      JSON.stringify(await recentProducts(t.depsWith(t.now), 'wildtv', LIVE_POLL_COUNT)),
    )
    expect(res.headers.get('cache-control')).toBe(LIVE_CACHE_CONTROL)
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('answers a repeat with %s 304 without reading the database', async (accept, coding) => {
    const headers = { 'Accept-Encoding': accept }
    const first = await t.get(pollPath('wildtv'), headers)
    expect(first.headers.get('content-encoding')).toBe(coding)
    const etag = first.headers.get('etag') ?? ''
    if (coding) expect(etag).toContain(`-${coding}"`)
    const select = vi.spyOn(t.db, 'select')
    const distinct = vi.spyOn(t.db, 'selectDistinctOn')
    const again = await t.get(pollPath('wildtv'), { ...headers, 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(LIVE_CACHE_CONTROL)
    const full = await t.get(pollPath('wildtv'), headers)
    expect(full.status).toBe(200)
    expect(select).not.toHaveBeenCalled()
    expect(distinct).not.toHaveBeenCalled()
  })

  test('is read again after a change of the feed', async () => {
    const before = await t.get(pollPath('wildtv'))
    t.setNow('2026-05-01T14:00:00Z')
    const res = await t.post(
      '/channels/wildtv/context',
      { caption: 'A hiking tent and a sleeping bag for the trail', entities: [] },
      { 'X-Channel-Key': key },
    )
    expect(res.status).toBe(201)
    // The change signal is heard before the next request is answered.
    await new Promise((resolve) => setImmediate(resolve))
    const after = await t.get(pollPath('wildtv'), {
      'If-None-Match': before.headers.get('etag') ?? '',
    })
    expect(after.status).toBe(200)
    expect(await after.text()).toBe(
      JSON.stringify(await recentProducts(t.depsWith(t.now), 'wildtv', LIVE_POLL_COUNT)),
    )
  })

  test.each([
    ['a malformed channel id', '/product_search/recent_products/Bad%20Id/10', 400],
    ['an unknown channel', '/product_search/recent_products/nosuchchannel/10', 404],
    ['a count of 0', '/product_search/recent_products/wildtv/0', 400],
    ['a count too large', '/product_search/recent_products/wildtv/999', 400],
    ['a count that is not a number', '/product_search/recent_products/wildtv/ten', 400],
  ])('answers %s with a JSON error and changes nothing', async (_, path, status) => {
    const rows = await t.rows(liveMatches)
    const res = await t.get(path)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    expect(await t.rows(liveMatches)).toBe(rows)
  })
})
