import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ErrorBody } from '../../shared/api/error-codes'
import { MAX_SCHEDULE_BYTES, studioPaths, TryAnswerSchema } from '../../shared/api/studio'
import { channelPrograms, products } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'

const OPERATOR = 'ops@example.test'
let t: TestApp
let owner: Record<string, string>
let editor: Record<string, string>
let stranger: Record<string, string>
let first: { id: number; title: string }
let second: { id: number; title: string }

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z', config: { studioOperators: [OPERATOR] } })
  owner = bearer(await t.signIn('owner@example.test'))
  editor = bearer(await t.signIn('editor@example.test'))
  stranger = bearer(await t.signIn('stranger@example.test'))
  await t.post(studioPaths.channels, { id: 'cue-show', name: 'Cue Show', topic: 'none' }, owner)
  await t.post(
    studioPaths.members('cue-show'),
    { email: 'editor@example.test', role: 'editor' },
    owner,
  )
  const rows = await t.db.select({ id: products.id, title: products.title }).from(products)
  // Two items whose titles share no word, so each cue matches its own item first.
  const words = (title: string) => new Set(title.toLowerCase().split(/\W+/))
  const a = rows[0]
  const b = rows.find((row) => a && ![...words(row.title)].some((w) => words(a.title).has(w)))
  if (!a || !b) throw new Error('the test catalog needs two unrelated items')
  first = a
  second = b
})
afterAll(() => t.close())

const vtt = () => `WEBVTT

00:00:00.000 --> 00:00:30.000
Now look at this: ${first.title}

00:00:30.000 --> 00:01:00.000
And here is ${second.title}
`

async function feed(): Promise<number[]> {
  const res = await t.get('/product_search/recent_products/cue-show/10')
  return ((await res.json()) as { id: number }[]).map((p) => p.id)
}

describe('the schedule', () => {
  test('a new channel has none: nothing on air', async () => {
    expect(await (await t.get(studioPaths.schedule('cue-show'), owner)).json()).toEqual({
      schedule: null,
    })
    expect((await t.get('/channels/cue-show/now')).status).toBe(404)
    expect(await feed()).toEqual([])
  })

  test('an uploaded WebVTT file becomes the program: the feed follows its cues', async () => {
    const res = await t.send(
      'PUT',
      studioPaths.schedule('cue-show'),
      { text: vtt(), fileName: 'show.vtt' },
      editor,
    )
    expect(res.status).toBe(200)
    const { schedule } = (await res.json()) as { schedule: Record<string, unknown> }
    expect(schedule).toMatchObject({
      fileName: 'show.vtt',
      uploadedBy: 'editor@example.test',
      startsAt: '2026-05-01T10:00:00.000Z',
      cues: [
        { startMs: 0, endMs: 30_000, text: `Now look at this: ${first.title}` },
        { startMs: 30_000, endMs: 60_000, text: `And here is ${second.title}` },
      ],
    })
    // The first cue is on air at once.
    const onFirst = await feed()
    expect(onFirst).toContain(first.id)
    expect(onFirst).not.toContain(second.id)
    const now = (await (await t.get('/channels/cue-show/now')).json()) as {
      segment: { caption: string }
    }
    expect(now.segment.caption).toBe(`Now look at this: ${first.title}`)
    // Half a minute later the clock airs the second cue, and it leads the feed.
    t.setNow('2026-05-01T10:00:31Z')
    await t.clock.tick()
    const onSecond = await feed()
    expect(onSecond).toContain(second.id)
    expect(onSecond.indexOf(second.id)).toBeLessThan(onSecond.indexOf(first.id))
    // After the last cue the program loops.
    t.setNow('2026-05-01T10:01:01Z')
    const looped = (await (await t.get('/channels/cue-show/now')).json()) as {
      segment: { caption: string }
    }
    expect(looped.segment.caption).toBe(`Now look at this: ${first.title}`)
  })

  test.each([
    ['plain text', 'just some words', 'Line 1: not a captions file'],
    [
      'a bad time on line 4',
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nok\n\n00:00:05.000 --> 00:00:0x.000\nbad',
      'Line 6: "00:00:0x.000" is not a time',
    ],
    [
      'a cue that ends before it starts',
      '1\n00:00:05,000 --> 00:00:01,000\nx',
      'Line 2: the cue ends',
    ],
  ])('refuses %s with the line, and keeps the schedule it had', async (_, text, error) => {
    const [before] = await t.db
      .select()
      .from(channelPrograms)
      .where(eq(channelPrograms.channelId, 'cue-show'))
    const res = await t.send('PUT', studioPaths.schedule('cue-show'), { text }, owner)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody & { line: number }
    expect(body.error.code).toBe('invalid-request')
    expect(body.error.message).toContain(error)
    expect(body.line).toBe(Number(/Line (\d+)/.exec(error)?.[1]))
    const [after] = await t.db
      .select()
      .from(channelPrograms)
      .where(eq(channelPrograms.channelId, 'cue-show'))
    expect(after).toEqual(before)
  })

  test.each([
    ['no text', {}],
    ['empty text', { text: '' }],
    ['text as a number', { text: 5 }],
    ['an unknown field', { text: 'WEBVTT', program: [] }],
  ])('refuses a body with %s', async (_, body) => {
    expect((await t.send('PUT', studioPaths.schedule('cue-show'), body, owner)).status).toBe(400)
  })

  test('takes a file far larger than other bodies, up to MAX_SCHEDULE_BYTES', async () => {
    const cues = Array.from({ length: 2000 }, (_, i) => {
      const at = (s: number) =>
        `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`
      return `${at(i * 2)} --> ${at(i * 2 + 2)}\nSegment ${i}: ${first.title}`
    })
    const text = `WEBVTT\n\n${cues.join('\n\n')}`
    expect(text.length).toBeGreaterThan(16 * 1024)
    const ok = await t.send('PUT', studioPaths.schedule('cue-show'), { text }, owner)
    expect(ok.status).toBe(200)
    const huge = await t.send(
      'PUT',
      studioPaths.schedule('cue-show'),
      { text: 'x'.repeat(MAX_SCHEDULE_BYTES) },
      owner,
    )
    expect(huge.status).toBe(413)
    // Other routes keep the small limit.
    const big = await t.post(
      studioPaths.tryCaption('cue-show'),
      { caption: 'x'.repeat(20_000) },
      owner,
    )
    expect(big.status).toBe(413)
  })

  test('another user can neither read nor change it', async () => {
    expect((await t.get(studioPaths.schedule('cue-show'), stranger)).status).toBe(403)
    expect(
      (await t.send('PUT', studioPaths.schedule('cue-show'), { text: vtt() }, stranger)).status,
    ).toBe(403)
    expect(
      (await t.send('DELETE', studioPaths.schedule('cue-show'), undefined, stranger)).status,
    ).toBe(403)
    expect(await t.rows(channelPrograms)).toBe(1)
  })

  test('a demo channel goes back to its scripted program when its schedule is removed', async () => {
    const operator = bearer(await t.signIn(OPERATOR))
    const scripted = async () =>
      ((await (await t.get('/channels/wildtv/now')).json()) as { segment: { caption: string } })
        .segment.caption
    const before = await scripted()
    await t.send('PUT', studioPaths.schedule('wildtv'), { text: vtt() }, operator)
    expect(await scripted()).toContain(first.title)
    const removed = await t.send('DELETE', studioPaths.schedule('wildtv'), undefined, operator)
    expect(await removed.json()).toEqual({ schedule: null })
    expect(await scripted()).toBe(before)
  })
})

describe('try a caption', () => {
  test('shows what would match and why, and stores nothing', async () => {
    const [item] = await t.db.select().from(products).where(eq(products.id, first.id))
    const brand = item?.brand ?? item?.title ?? ''
    const before = await feed()
    const res = await t.post(
      studioPaths.tryCaption('cue-show'),
      { caption: `Talking about ${first.title}`, entities: [brand] },
      editor,
    )
    expect(res.status).toBe(200)
    const { matches } = v.parse(TryAnswerSchema, await res.json())
    const exact = matches.flatMap((m) => (m.reason.kind === 'exact' ? [m.reason.entity] : []))
    expect(exact.length).toBeGreaterThan(0)
    expect(exact.every((entity) => entity.toLowerCase() === brand.toLowerCase())).toBe(true)
    const words = matches.flatMap((m) => (m.reason.kind === 'contextual' ? [m.reason.words] : []))
    expect(words.length).toBeGreaterThan(0)
    expect(words.every((list) => list.length > 0)).toBe(true)
    expect(await feed()).toEqual(before)
  })

  test.each([
    ['no caption', {}],
    ['a blank caption', { caption: '   ' }],
    ['names that are not a list', { caption: 'x', entities: 'Nikon' }],
    ['too many names', { caption: 'x', entities: Array.from({ length: 21 }, () => 'n') }],
  ])('refuses %s', async (_, body) => {
    const res = await t.post(studioPaths.tryCaption('cue-show'), body, owner)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'invalid-request', message: expect.any(String) },
    })
  })
})
