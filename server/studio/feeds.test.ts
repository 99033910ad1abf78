import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import {
  FeedListSchema,
  FeedSummarySchema,
  feedPaths,
  ImportJobSchema,
  RejectPageSchema,
} from '../../shared/api/feeds'
import { studioPaths, TryAnswerSchema } from '../../shared/api/studio'
import { feedImports, feeds, products } from '../db/schema'
import { createFeedScheduler } from '../feeds'
import { MAX_XML_DEPTH } from '../feeds/parse'
import { rss, rssItem } from '../feeds/parse/test-helpers'
import { tooDeepMessage } from '../feeds/parse/xml'
import { merchantTsv } from '../feeds/tsv-writer'
import { bearer, type TestApp, testApp } from '../testing'
import { FEED_ERROR } from '.'

const ID = 'reel-shop'
const OTHER = 'other-shop'
let t: TestApp
let owner: Record<string, string>
let editor: Record<string, string>
let stranger: Record<string, string>

const COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'brand',
]

type Row = Record<string, string>

function row(id: string, overrides: Row = {}): Row {
  return {
    id,
    title: `Quillfeather ${id} Spinning Reel`,
    description: `A smooth spinning reel, model ${id}, for lake and river fishing.`,
    link: `https://reels.example/p/${id}`,
    image_link: `https://img.reels.example/${id}.jpg`,
    price: '49.00 USD',
    availability: 'in stock',
    brand: 'Quillfeather',
    ...overrides,
  }
}

const tsv = (rows: Row[]) => [...merchantTsv(COLUMNS, rows)].join('')

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  owner = bearer(await t.signIn('owner@example.test'))
  editor = bearer(await t.signIn('editor@example.test'))
  stranger = bearer(await t.signIn('stranger@example.test'))
  for (const id of [ID, OTHER]) {
    await t.post(studioPaths.channels, { id, name: id, topic: 'fishing' }, owner)
  }
  await t.post(studioPaths.members(ID), { email: 'editor@example.test', role: 'editor' }, owner)
})
afterAll(() => t.close())

async function newFeed(body: unknown, headers = editor, channel = ID) {
  const res = await t.post(feedPaths.feeds(channel), body, headers)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function fileFeed(name: string) {
  const { status, body } = await newFeed({ source: 'file', name })
  expect(status).toBe(201)
  return v.parse(FeedSummarySchema, body)
}

function upload(
  feedId: number,
  text: string | Uint8Array<ArrayBuffer>,
  headers = editor,
  file = 'reels.tsv',
) {
  return t.sendRaw(
    'POST',
    `${feedPaths.imports(ID, feedId)}?file=${encodeURIComponent(file)}`,
    text,
    { ...headers, 'Content-Type': 'text/tab-separated-values' },
  )
}

/** Uploads, waits for the import to end, answers it. */
async function imported(feedId: number, text: string) {
  const res = await upload(feedId, text)
  expect(res.status).toBe(202)
  const started = v.parse(ImportJobSchema, await res.json())
  await t.settled()
  const job = await t.get(feedPaths.importJob(ID, feedId, started.id), editor)
  return v.parse(ImportJobSchema, await job.json())
}

async function liveExternalIds(feedId: number): Promise<string[]> {
  const rows = await t.db
    .select({ id: products.externalId })
    .from(products)
    .where(and(eq(products.feedId, feedId), eq(products.active, true)))
  return rows.map((r) => r.id ?? '').sort()
}

describe('a channel’s feeds', () => {
  test('a member adds a file feed; the list shows it with no import yet', async () => {
    const feed = await fileFeed('Reels')
    expect(feed).toMatchObject({ source: 'file', url: null, schedule: 'off', liveItems: 0 })
    expect(feed.lastImport).toBeNull()
    const list = v.parse(FeedListSchema, await (await t.get(feedPaths.feeds(ID), owner)).json())
    expect(list.feeds.map((f) => f.name)).toContain('Reels')
  })

  test('refuses bad feeds with a clear 400 and a taken name with 409, adding nothing', async () => {
    const before = await t.rows(feeds)
    for (const body of [
      {},
      { source: 'file' },
      { source: 'file', name: '' },
      { source: 'disk', name: 'X' },
      { source: 'url', name: 'X' },
      { source: 'url', name: 'X', url: 'ftp://reels.example/feed.xml' },
      { source: 'url', name: 'X', url: 'https://user:pw@reels.example/feed.xml' },
      { source: 'url', name: 'X', url: 'https://reels.example/feed.xml', schedule: 'weekly' },
      { source: 'file', name: 'X', extra: true },
    ]) {
      const { status, body: answer } = await newFeed(body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer).toEqual(errorBody(400, expect.any(String)))
    }
    await fileFeed('Taken')
    const { status, body } = await newFeed({ source: 'file', name: 'Taken' })
    expect(status).toBe(409)
    expect(body).toEqual(errorBody(409, FEED_ERROR.nameTaken('Taken')))
    expect(await t.rows(feeds)).toBe(before + 1)
  })

  test('someone who is not a member gets 403 on every feed route, and nothing changes', async () => {
    const feed = await fileFeed('Private')
    const before = await t.rows(feedImports)
    const calls = [
      t.get(feedPaths.feeds(ID), stranger),
      t.post(feedPaths.feeds(ID), { source: 'file', name: 'Mine' }, stranger),
      t.send('PATCH', feedPaths.feed(ID, feed.id), { name: 'Mine' }, stranger),
      t.send('DELETE', feedPaths.feed(ID, feed.id), undefined, stranger),
      upload(feed.id, tsv([row('a')]), stranger),
      t.get(feedPaths.importJob(ID, feed.id, 1), stranger),
      t.get(feedPaths.rejects(ID, feed.id, 1), stranger),
    ]
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403)
    expect((await t.get(feedPaths.feeds(ID))).status).toBe(401)
    expect(await t.rows(feedImports)).toBe(before)
    const list = v.parse(FeedListSchema, await (await t.get(feedPaths.feeds(ID), owner)).json())
    expect(list.feeds.find((f) => f.id === feed.id)?.name).toBe('Private')
  })

  test('a feed of another channel is not found through this one', async () => {
    const { body } = await newFeed({ source: 'file', name: 'Theirs' }, owner, OTHER)
    const theirs = v.parse(FeedSummarySchema, body)
    const res = await upload(theirs.id, tsv([row('a')]))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: FEED_ERROR.noFeed } })
    for (const path of [
      feedPaths.feed(ID, theirs.id),
      feedPaths.importJob(ID, 999_999, 1),
      `${feedPaths.feeds(ID)}/abc`,
      `${feedPaths.feeds(ID)}/99999999999`,
    ]) {
      expect((await t.send('PATCH', path, { name: 'Y' }, editor)).status).toBe(404)
    }
  })
})

describe('importing a file', () => {
  test('imports the items in the background, reporting progress and the rejected rows', async () => {
    const feed = await fileFeed('Spring reels')
    const job = await imported(
      feed.id,
      tsv([
        row('a'),
        row('b'),
        row('c', { price: 'twelve dollars' }),
        row('d', { image_link: 'https://img.reels.example/placeholder.jpg' }),
        row('a', { title: 'Again' }),
      ]),
    )
    expect(job).toMatchObject({
      status: 'done',
      trigger: 'upload',
      fileName: 'reels.tsv',
      format: 'tsv',
      read: 5,
      imported: 2,
      rejected: 3,
      removed: 0,
    })
    const page = v.parse(
      RejectPageSchema,
      await (await t.get(feedPaths.rejects(ID, feed.id, job.id), editor)).json(),
    )
    expect(page.rejects.map((r) => [r.row, r.itemId, r.attribute, r.reason])).toEqual([
      [4, 'c', 'price', 'bad-price'],
      [5, 'd', 'image_link', 'image-rule'],
      [6, 'a', 'id', 'duplicate-id'],
    ])
    const list = v.parse(FeedListSchema, await (await t.get(feedPaths.feeds(ID), editor)).json())
    expect(list.feeds.find((f) => f.id === feed.id)).toMatchObject({
      liveItems: 2,
      lastImport: { id: job.id, status: 'done' },
    })
  })

  test('the channel then matches its own items, not the shared catalog', async () => {
    const res = await t.post(
      studioPaths.tryCaption(ID),
      { caption: 'A smooth spinning reel for the river today' },
      editor,
    )
    const { matches } = v.parse(TryAnswerSchema, await res.json())
    expect(matches.length).toBeGreaterThan(0)
    const own = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.channelId, ID))
    expect(matches.every((m) => own.some((o) => o.id === m.productId))).toBe(true)
  })

  test('a re-import syncs: a missing item and one out of stock leave the live feed', async () => {
    const feed = await fileFeed('Summer reels')
    await imported(feed.id, tsv([row('s1'), row('s2'), row('s3')]))
    const again = await imported(
      feed.id,
      tsv([row('s1', { price: '39.00 USD' }), row('s2', { availability: 'out_of_stock' })]),
    )
    expect(again).toMatchObject({ status: 'done', imported: 2, removed: 2 })
    expect(await liveExternalIds(feed.id)).toEqual(['s1'])
  })

  test('a file that is not a feed is refused with one message, and nothing changes', async () => {
    const feed = await fileFeed('Not a feed')
    const before = { imports: await t.rows(feedImports), items: await t.rows(products) }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    for (const body of [png, 'name,price\nReel,12\n', '<html><body>Shop</body></html>']) {
      const res = await upload(feed.id, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual(
        errorBody(400, expect.stringMatching(/not a product feed|CSV|HTML|PNG|image/i)),
      )
    }
    expect(await t.rows(feedImports)).toBe(before.imports)
    expect(await t.rows(products)).toBe(before.items)
  })

  test('an empty body is a 400; a file over FEED_MAX_BYTES a 413', async () => {
    const feed = await fileFeed('Sizes')
    const empty = await upload(feed.id, '')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      error: { code: 'invalid-request', message: FEED_ERROR.noFile },
    })
    const small = await testApp({ config: { feeds: { ...t.config.feeds, maxBytes: 64 } } })
    try {
      const token = bearer(await small.signIn('owner@example.test'))
      await small.post(studioPaths.channels, { id: ID, name: ID, topic: 'fishing' }, token)
      const made = await small.post(feedPaths.feeds(ID), { source: 'file', name: 'Big' }, token)
      const big = v.parse(FeedSummarySchema, await made.json())
      const res = await small.sendRaw(
        'POST',
        feedPaths.imports(ID, big.id),
        tsv([row('a'), row('b')]),
        token,
      )
      expect(res.status).toBe(413)
      expect(await small.rows(feedImports)).toBe(1) // the demo catalog's
    } finally {
      await small.close()
    }
  })

  test('a second import of a feed while one runs gets 409', async () => {
    const feed = await fileFeed('Busy')
    await t.db.insert(feedImports).values({
      feedId: feed.id,
      trigger: 'upload',
      startedBy: 'editor@example.test',
      startedAt: new Date('2026-05-01T10:00:00Z'),
      heartbeatAt: new Date('2026-05-01T10:00:00Z'),
    })
    const res = await upload(feed.id, tsv([row('a')]))
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: FEED_ERROR.running } })
    expect((await t.send('DELETE', feedPaths.feed(ID, feed.id), undefined, editor)).status).toBe(
      409,
    )
    // An import whose heartbeat stopped long ago was cut off: a new one may start.
    t.setNow('2026-05-01T10:05:00Z')
    expect((await upload(feed.id, tsv([row('a')]))).status).toBe(202)
    await t.settled()
    t.setNow('2026-05-01T10:00:00Z')
  })

  test('a feed nested too deep is refused with why, and nothing changes', async () => {
    const feed = await fileFeed('Deep')
    const before = { imports: await t.rows(feedImports), items: await t.rows(products) }
    const deep = rss(`${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`)
    const res = await upload(feed.id, deep, editor, 'deep.xml')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid-request',
        message: tooDeepMessage(MAX_XML_DEPTH + 1, 2, MAX_XML_DEPTH),
      },
    })
    expect(await t.rows(feedImports)).toBe(before.imports)
    expect(await t.rows(products)).toBe(before.items)
  })

  test('a feed nesting too deep after its first items fails with why, and syncs nothing', async () => {
    const feed = await fileFeed('Deep later')
    await imported(feed.id, tsv([row('k1'), row('k2')]))
    const items = Array.from({ length: 300 }, (_, i) => rssItem('', `r${i}`)).join('')
    const nested = `<g:shipping>${'<x>'.repeat(100)}${'</x>'.repeat(100)}</g:shipping>`
    const job = await imported(feed.id, rss(items + rssItem(nested, 'deep')))
    expect(job).toMatchObject({
      status: 'failed',
      format: 'rss',
      read: 300,
      removed: 0,
      error: tooDeepMessage(MAX_XML_DEPTH + 1, 2, MAX_XML_DEPTH),
    })
    // k1 and k2, which the feed no longer carries, stay: a feed that broke off is no sync.
    expect(await liveExternalIds(feed.id)).toEqual(expect.arrayContaining(['k1', 'k2']))
  })

  test('the report pages and refuses a bad offset', async () => {
    const feed = await fileFeed('Paged')
    const rows = Array.from({ length: 130 }, (_, i) => row(`p${i}`, { price: 'free' }))
    const job = await imported(feed.id, tsv([row('ok'), ...rows]))
    const second = v.parse(
      RejectPageSchema,
      await (await t.get(`${feedPaths.rejects(ID, feed.id, job.id)}?offset=100`, editor)).json(),
    )
    expect(second).toMatchObject({ total: 130, offset: 100 })
    expect(second.rejects).toHaveLength(30)
    expect(second.rejects[0]?.itemId).toBe('p100')
    const bad = await t.get(`${feedPaths.rejects(ID, feed.id, job.id)}?offset=-1`, editor)
    expect(bad.status).toBe(400)
    expect((await t.get(feedPaths.rejects(ID, feed.id, 99_999), editor)).status).toBe(404)
  })
})

describe('editing and removing feeds', () => {
  test('a file feed is renamed, but has no URL or schedule', async () => {
    const feed = await fileFeed('Old name')
    const renamed = await t.send('PATCH', feedPaths.feed(ID, feed.id), { name: 'New name' }, editor)
    expect(renamed.status).toBe(200)
    expect(v.parse(FeedSummarySchema, await renamed.json()).name).toBe('New name')
    for (const body of [{ schedule: 'daily' }, { url: 'https://reels.example/f.xml' }]) {
      const res = await t.send('PATCH', feedPaths.feed(ID, feed.id), body, editor)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'invalid-request', message: FEED_ERROR.urlOnFileFeed },
      })
    }
    await fileFeed('Someone else’s name')
    const clash = await t.send(
      'PATCH',
      feedPaths.feed(ID, feed.id),
      { name: 'Someone else’s name' },
      editor,
    )
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({
      error: { code: 'conflict', message: FEED_ERROR.nameTaken('Someone else’s name') },
    })
    for (const body of [{}, { name: '' }, { name: 5 }]) {
      expect((await t.send('PATCH', feedPaths.feed(ID, feed.id), body, editor)).status).toBe(400)
    }
  })

  test("a feed's link tracking is saved, refused unless parameters, and reset with null", async () => {
    const feed = await fileFeed('Tracked')
    expect(feed.trackingTemplate).toBeNull()
    const path = feedPaths.feed(ID, feed.id)
    const template = 'utm_source=tv&subId1={click_id}'
    const saved = await t.send('PATCH', path, { trackingTemplate: template }, editor)
    expect(v.parse(FeedSummarySchema, await saved.json()).trackingTemplate).toBe(template)
    const refusals: [unknown, string][] = [
      [
        'sub={who}',
        'Invalid body field "trackingTemplate": Unknown placeholder {who}: use {click_id}, {channel}, {segment}, {item_id}',
      ],
      [
        '=x',
        'Invalid body field "trackingTemplate": "=x" is not name=value with a name of letters, digits, _ . - ~ [ ]',
      ],
      ['a=1&a=2', 'Invalid body field "trackingTemplate": "a" is named twice'],
      [
        'a={click_id',
        'Invalid body field "trackingTemplate": A brace in "a={click_id" opens or closes no placeholder',
      ],
      [
        `a=${'x'.repeat(500)}`,
        'Invalid body field "trackingTemplate": a tracking template is at most 500 characters',
      ],
      [5, 'Invalid body field "trackingTemplate": the template must be text'],
    ]
    for (const [trackingTemplate, message] of refusals) {
      const res = await t.send('PATCH', path, { trackingTemplate }, editor)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual(errorBody(400, message))
    }
    const [row] = await t.db.select().from(feeds).where(eq(feeds.id, feed.id))
    expect(row?.trackingTemplate).toBe(template)
    const reset = await t.send('PATCH', path, { trackingTemplate: null }, editor)
    expect(v.parse(FeedSummarySchema, await reset.json()).trackingTemplate).toBeNull()
  })

  test('removing a feed takes its items out of the live feed, keeping them for history', async () => {
    const feed = await fileFeed('Gone soon')
    await imported(feed.id, tsv([row('g1'), row('g2')]))
    const res = await t.send('DELETE', feedPaths.feed(ID, feed.id), undefined, editor)
    expect(await res.json()).toEqual({ ok: true })
    expect((await t.get(feedPaths.importJob(ID, feed.id, 1), editor)).status).toBe(404)
    const kept = await t.db
      .select()
      .from(products)
      .where(eq(products.key, `${feed.id}:g1`))
    expect(kept).toMatchObject([{ active: false, feedId: null }])
  })
})

describe('URL feeds', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/tab-separated-values')
      res.end(tsv([row('u1'), row('u2')]))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.tsv`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('a loopback URL is refused unless the operator allows private addresses', async () => {
    const { body } = await newFeed({ source: 'url', name: 'Local', url })
    const feed = v.parse(FeedSummarySchema, body)
    expect(feed).toMatchObject({ source: 'url', url, schedule: 'daily' })
    expect(feed.nextRunAt).toBe('2026-05-02T10:00:00.000Z')
    const res = await t.post(feedPaths.imports(ID, feed.id), undefined, editor)
    expect(res.status).toBe(202)
    await t.settled()
    const list = v.parse(FeedListSchema, await (await t.get(feedPaths.feeds(ID), editor)).json())
    const last = list.feeds.find((f) => f.id === feed.id)?.lastImport
    expect(last).toMatchObject({ status: 'failed', imported: 0 })
    expect(last?.error).toMatch(/private or local network address/)
  })

  test('with private addresses allowed, Import now fetches and imports it', async () => {
    const allowed = await testApp({
      config: { feeds: { ...t.config.feeds, allowPrivateAddresses: true } },
    })
    try {
      const token = bearer(await allowed.signIn('owner@example.test'))
      await allowed.post(studioPaths.channels, { id: ID, name: ID, topic: 'fishing' }, token)
      const made = await allowed.post(
        feedPaths.feeds(ID),
        { source: 'url', name: 'Local', url, schedule: 'hourly' },
        token,
      )
      const feed = v.parse(FeedSummarySchema, await made.json())
      expect((await allowed.post(feedPaths.imports(ID, feed.id), undefined, token)).status).toBe(
        202,
      )
      await allowed.settled()
      const list = v.parse(
        FeedListSchema,
        await (await allowed.get(feedPaths.feeds(ID), token)).json(),
      )
      expect(list.feeds[0]).toMatchObject({
        liveItems: 2,
        lastImport: { status: 'done', trigger: 'url', imported: 2, format: 'tsv' },
      })
      // The schedule: not due yet, then due an hour later, taken once.
      const schedule = createFeedScheduler(allowed)
      await schedule.tick()
      await allowed.settled()
      expect(await allowed.rows(feedImports)).toBe(2) // the demo catalog's and Import now
      allowed.setNow('2026-05-01T11:00:00Z')
      await Promise.all([schedule.tick(), schedule.tick()])
      await allowed.settled()
      const jobs = await allowed.db
        .select()
        .from(feedImports)
        .where(eq(feedImports.feedId, feed.id))
        .orderBy(feedImports.id)
      expect(jobs.map((job) => [job.trigger, job.status])).toEqual([
        ['url', 'done'],
        ['schedule', 'done'],
      ])
      const [row] = await allowed.db.select().from(feeds).where(eq(feeds.id, feed.id))
      expect(row?.nextRunAt?.toISOString()).toBe('2026-05-01T12:00:00.000Z')
    } finally {
      await allowed.close()
    }
  })

  test('a server that stops during a slow download ends the import as stopped, at once', async () => {
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/tab-separated-values' })
      res.write(tsv([row('slow')]).split('\n')[0] ?? '')
    })
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve))
    const slowUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}/feed.tsv`
    const allowed = await testApp({
      config: { feeds: { ...t.config.feeds, allowPrivateAddresses: true } },
    })
    try {
      const token = bearer(await allowed.signIn('owner@example.test'))
      await allowed.post(studioPaths.channels, { id: ID, name: ID, topic: 'fishing' }, token)
      const made = await allowed.post(
        feedPaths.feeds(ID),
        { source: 'url', name: 'Slow', url: slowUrl },
        token,
      )
      const feed = v.parse(FeedSummarySchema, await made.json())
      const res = await allowed.post(feedPaths.imports(ID, feed.id), undefined, token)
      const job = v.parse(ImportJobSchema, await res.json())
      await allowed.tasks.stop()
      const [row] = await allowed.db.select().from(feedImports).where(eq(feedImports.id, job.id))
      expect(row?.status).toBe('failed')
      expect(row?.error).toMatch(/server is shutting down/)
    } finally {
      await allowed.close()
      stalling.closeAllConnections()
      await new Promise<void>((resolve) => stalling.close(() => resolve()))
    }
  })

  test('the schedule can be changed and switched off', async () => {
    const { body } = await newFeed({ source: 'url', name: 'Scheduled', url, schedule: 'off' })
    const feed = v.parse(FeedSummarySchema, body)
    expect(feed.nextRunAt).toBeNull()
    const hourly = await t.send(
      'PATCH',
      feedPaths.feed(ID, feed.id),
      { schedule: 'hourly' },
      editor,
    )
    expect(v.parse(FeedSummarySchema, await hourly.json()).nextRunAt).toBe(
      '2026-05-01T11:00:00.000Z',
    )
    const off = await t.send('PATCH', feedPaths.feed(ID, feed.id), { schedule: 'off' }, editor)
    expect(v.parse(FeedSummarySchema, await off.json()).nextRunAt).toBeNull()
  })
})
