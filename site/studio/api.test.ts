import { describe, expect, test } from 'vitest'
import { API_ERROR } from '../../shared/api/errors'
import { createStudioApi } from './api'
import {
  type FakeAnswer,
  type FakeCall,
  fakeStudioEnv,
  importJob,
  originEntry,
  rejectLines,
  reviewedMatch,
  studioChannel,
  studioFeed,
  studioInsights,
  studioSchedule,
} from './testing'

function setup(answer: (call: FakeCall) => FakeAnswer, token: string | null = 'token-ana') {
  const env = fakeStudioEnv(answer, { token })
  let ended = 0
  const api = createStudioApi({
    env,
    token: () => token,
    onUnauthorized: () => {
      ended++
    },
  })
  return { env, api, ended: () => ended }
}

describe('the Studio API client', () => {
  test('sends the session as bearer and reads the channel list', async () => {
    const summary = {
      id: 'ana-tv',
      name: 'Ana TV',
      topic: 'Cooking',
      role: 'owner',
      archived: false,
    }
    const { env, api } = setup(() => ({ status: 200, body: { channels: [summary] } }))
    expect(await api.channels()).toEqual({ ok: true, data: [summary] })
    expect(env.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/studio/channels',
        headers: expect.objectContaining({ authorization: 'Bearer token-ana' }),
      }),
    ])
  })

  test('refuses an answer that breaks the contract', async () => {
    const { api } = setup(() => ({ status: 200, body: { channels: [{ id: 'x' }] } }))
    const result = await api.channels()
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-response' } })
  })

  test('a 401 ends the session', async () => {
    const { api, ended } = setup(() => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'sign in first' } },
    }))
    const result = await api.channel('ana-tv')
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized', status: 401 } })
    expect(ended()).toBe(1)
  })

  test('without a token it asks nothing and ends the session', async () => {
    const { env, api, ended } = setup(() => ({ status: 200, body: {} }), null)
    expect(await api.channels()).toMatchObject({ ok: false, error: { code: 'unauthorized' } })
    expect(env.calls).toEqual([])
    expect(ended()).toBe(1)
  })

  test('keeps the server’s error text, such as an id that is taken', async () => {
    const { api } = setup(() => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'the id ana-tv is taken' } },
    }))
    const result = await api.createChannel({ id: 'ana-tv', name: 'Ana TV', topic: 'Cooking' })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'refused', status: 409, message: 'the id ana-tv is taken' },
    })
  })

  test('creates a channel with the defaults filled in and reads the channel back', async () => {
    const { env, api } = setup(() => ({ status: 201, body: studioChannel() }))
    const result = await api.createChannel({ id: 'ana-tv', name: ' Ana TV ', topic: 'Cooking' })
    expect(result).toMatchObject({ ok: true, data: { id: 'ana-tv', role: 'owner' } })
    expect(env.calls[0]).toMatchObject({
      method: 'POST',
      path: '/studio/channels',
      body: {
        id: 'ana-tv',
        name: 'Ana TV',
        topic: 'Cooking',
        description: '',
        defaultView: 'full',
        defaultTheme: 'auto',
      },
    })
  })

  test('sends nothing the contract refuses', async () => {
    const { env, api } = setup(() => ({ status: 201, body: studioChannel() }))
    const result = await api.createChannel({ id: 'A', name: 'Ana TV', topic: 'Cooking' })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    expect(env.calls).toEqual([])
  })

  test('edits with PATCH, only what changed', async () => {
    const { env, api } = setup(() => ({ status: 200, body: studioChannel({ archived: true }) }))
    const result = await api.editChannel('ana-tv', { archived: true })
    expect(result).toMatchObject({ ok: true, data: { archived: true } })
    expect(env.calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/studio/channels/ana-tv',
      body: { archived: true },
    })
  })

  test('adds an origin as browsers send it, verifies it and removes one by query', async () => {
    const added = originEntry('https://tv.example.com')
    const { lastCheck: _, ...unchecked } = added
    const verified = {
      ...unchecked,
      state: 'verified',
      verifiedAt: '2026-05-01T10:00:00.000Z',
      verifiedBy: 'file',
    }
    const { env, api } = setup((call) =>
      call.method === 'DELETE'
        ? { status: 200, body: { origins: [] } }
        : { status: 200, body: { origins: [call.path.endsWith('/verify') ? verified : added] } },
    )
    expect(await api.addOrigin('ana-tv', ' https://TV.example.com/ ')).toEqual({
      ok: true,
      data: [added],
    })
    expect(await api.verifyOrigin('ana-tv', 'https://tv.example.com')).toEqual({
      ok: true,
      data: [verified],
    })
    expect(await api.removeOrigin('ana-tv', 'https://tv.example.com')).toEqual({
      ok: true,
      data: [],
    })
    expect(env.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/studio/channels/ana-tv/origins', { origin: 'https://tv.example.com' }],
      ['POST', '/studio/channels/ana-tv/origins/verify', { origin: 'https://tv.example.com' }],
      ['DELETE', '/studio/channels/ana-tv/origins?origin=https%3A%2F%2Ftv.example.com', undefined],
    ])
  })

  test('an origin entry that is not one the contract knows is refused, not shown', async () => {
    const { api } = setup(() => ({
      status: 200,
      body: { origins: [originEntry('https://tv.example.com', { state: 'maybe' })] },
    }))
    expect(await api.verifyOrigin('ana-tv', 'https://tv.example.com')).toMatchObject({
      ok: false,
      error: { code: API_ERROR.invalidResponse },
    })
  })

  test('adding or removing a member answers the list in one round trip', async () => {
    const members = [{ email: 'bo@example.com', role: 'editor', operator: false }]
    const { env, api } = setup(() => ({ status: 200, body: { members } }))
    expect(await api.addMember('ana-tv', 'Bo@Example.com', 'editor')).toEqual({
      ok: true,
      data: members,
    })
    expect(await api.removeMember('ana-tv', 'bo@example.com')).toEqual({ ok: true, data: members })
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /studio/channels/ana-tv/members',
      'DELETE /studio/channels/ana-tv/members?email=bo%40example.com',
    ])
    expect(env.calls[0]?.body).toEqual({ email: 'bo@example.com', role: 'editor' })
  })

  test('an answer to a member change that is not the list is refused', async () => {
    const { api } = setup(() => ({ status: 200, body: {} }))
    expect(await api.addMember('ana-tv', 'bo@example.com', 'editor')).toMatchObject({
      ok: false,
      error: { code: 'invalid-response' },
    })
  })

  test('a refused removal (the last owner) is not followed by a read', async () => {
    const { env, api } = setup(() => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'a channel keeps at least one owner' } },
    }))
    const result = await api.removeMember('ana-tv', 'ana@example.com')
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'a channel keeps at least one owner' },
    })
    expect(env.calls).toHaveLength(1)
  })

  test('makes a key and reads the snippet', async () => {
    const snippet = {
      html: '<script src="https://tv.example/widget/0.0.9/loader.js"></script>',
      loaderUrl: 'https://tv.example/widget/0.0.9/loader.js',
      integrity: null,
      csp: 'script-src https://tv.example;',
    }
    const { env, api } = setup((call) =>
      call.path.startsWith('/embed/')
        ? { status: 200, body: snippet }
        : { status: 200, body: { key: 'stv_key_1' } },
    )
    expect(await api.makeKey('ana-tv')).toEqual({ ok: true, data: 'stv_key_1' })
    expect(await api.snippet('ana-tv')).toEqual({ ok: true, data: snippet })
    await api.snippet('ana-tv', { view: 'store', theme: 'dark' })
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /studio/channels/ana-tv/key',
      'GET /embed/snippet?channelId=ana-tv',
      'GET /embed/snippet?channelId=ana-tv&view=store&theme=dark',
    ])
  })

  test('encodes channel ids in paths', async () => {
    const { env, api } = setup(() => ({
      status: 404,
      body: { error: { code: 'not-found', message: 'no such channel' } },
    }))
    await api.channel('a/b')
    expect(env.calls[0]?.path).toBe('/studio/channels/a%2Fb')
  })

  test('no answer is a network error', async () => {
    const { api, ended } = setup(() => 'network')
    expect(await api.channels()).toMatchObject({ ok: false, error: { code: 'network' } })
    expect(ended()).toBe(0)
  })

  test('puts a schedule, and shows the server’s line-numbered refusal as it is', async () => {
    const { env, api } = setup((call) =>
      call.method === 'PUT' && (call.body as { text: string }).text === 'bad'
        ? {
            status: 400,
            body: {
              error: { code: 'invalid-request', message: 'Line 3: "1:2" is not a time' },
              line: 3,
            },
          }
        : { status: 200, body: { schedule: studioSchedule() } },
    )
    expect(await api.uploadSchedule('ana-tv', 'WEBVTT…', 'evening.vtt')).toMatchObject({
      ok: true,
      data: { fileName: 'evening.vtt' },
    })
    expect(env.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/studio/channels/ana-tv/schedule',
      body: { text: 'WEBVTT…', fileName: 'evening.vtt' },
    })
    expect(await api.uploadSchedule('ana-tv', 'bad', null)).toMatchObject({
      ok: false,
      error: { status: 400, message: 'Line 3: "1:2" is not a time' },
    })
  })

  test('does not send empty captions or an empty caption to try', async () => {
    const { env, api } = setup(() => ({ status: 200, body: {} }))
    expect(await api.uploadSchedule('ana-tv', '', null)).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', message: 'the captions are empty' },
    })
    expect(await api.tryCaption('ana-tv', '  ', [])).toMatchObject({
      ok: false,
      error: { message: 'type what is said on air' },
    })
    expect(env.calls).toHaveLength(0)
  })

  test('reads the schedule, removes it, and tries a caption', async () => {
    const tried = {
      productId: 42,
      title: 'Stand Mixer Pro',
      vendor: 'KitchenCo',
      type: 'Mixer',
      score: 1,
      reason: { kind: 'exact', entity: 'Stand Mixer Pro' },
    }
    const { env, api } = setup((call) =>
      call.path.endsWith('/try')
        ? { status: 200, body: { matches: [tried] } }
        : { status: 200, body: { schedule: null } },
    )
    expect(await api.schedule('ana-tv')).toEqual({ ok: true, data: null })
    expect(await api.removeSchedule('ana-tv')).toEqual({ ok: true, data: null })
    expect(await api.tryCaption('ana-tv', 'the mixer', ['Stand Mixer Pro'])).toEqual({
      ok: true,
      data: [tried],
    })
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /studio/channels/ana-tv/schedule',
      'DELETE /studio/channels/ana-tv/schedule',
      'POST /studio/channels/ana-tv/try',
    ])
    expect(env.calls[2]?.body).toEqual({ caption: 'the mixer', entities: ['Stand Mixer Pro'] })
  })

  test('reviews matches: list, decide, pin, block and unblock', async () => {
    const block = {
      kind: 'vendor',
      value: 'kitchenco',
      label: 'KitchenCo',
      blockedBy: 'ana@example.com',
      blockedAt: '2026-05-01T10:00:00.000Z',
    }
    const list = {
      approval: 'review',
      pending: 1,
      segments: [
        {
          key: 'cue-0',
          title: null,
          caption: 'Tonight: the Stand Mixer Pro',
          entities: [],
          source: 'program',
          airedAt: '2026-05-01T10:00:00.000Z',
          matches: [reviewedMatch({ status: 'pending' })],
        },
      ],
      more: false,
    }
    const { env, api } = setup((call) => {
      if (/\/matches(\?limit=\d+)?$/.test(call.path)) return { status: 200, body: list }
      if (call.path.includes('/blocks')) return { status: 200, body: { blocks: [block] } }
      return { status: call.path.endsWith('/pins') ? 201 : 200, body: { ok: true } }
    })
    expect(await api.matches('ana-tv')).toEqual({ ok: true, data: list })
    expect(await api.decide('ana-tv', 7, 'approve')).toEqual({ ok: true, data: true })
    expect(await api.pin('ana-tv', 42)).toEqual({ ok: true, data: true })
    expect(await api.block('ana-tv', { kind: 'vendor', value: 'KitchenCo' })).toEqual({
      ok: true,
      data: [block],
    })
    await api.unblock('ana-tv', 'vendor', 'kitchenco')
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /studio/channels/ana-tv/matches',
      'POST /studio/channels/ana-tv/matches/7',
      'POST /studio/channels/ana-tv/pins',
      'POST /studio/channels/ana-tv/blocks',
      'DELETE /studio/channels/ana-tv/blocks?kind=vendor&value=kitchenco',
    ])
    expect(env.calls.map((call) => call.body)).toEqual([
      undefined,
      { decision: 'approve' },
      { productId: 42 },
      { kind: 'vendor', value: 'KitchenCo' },
      undefined,
    ])
  })

  test('refuses a pin of a product id that is not one', async () => {
    const { env, api } = setup(() => ({ status: 201, body: { ok: true } }))
    expect(await api.pin('ana-tv', 1.5)).toMatchObject({
      ok: false,
      error: { message: 'the product id must be a whole number' },
    })
    expect(env.calls).toHaveLength(0)
  })

  test('reads the insights of a range, and refuses an answer that is not the contract', async () => {
    let body: unknown = studioInsights('7d')
    const { env, api } = setup(() => ({ status: 200, body }))
    expect(await api.insights('ana-tv', '7d')).toEqual({ ok: true, data: studioInsights('7d') })
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /studio/channels/ana-tv/insights?range=7d',
    ])
    body = { ...studioInsights('7d'), totals: { loads: 1 } }
    expect(await api.insights('ana-tv', '7d')).toMatchObject({
      ok: false,
      error: { code: API_ERROR.invalidResponse },
    })
  })
})

describe('the Studio API client: product feeds', () => {
  const FEEDS = '/studio/channels/ana-tv/feeds'

  test('uploads a file feed as the body itself, named in the query, with its type', async () => {
    const { env, api } = setup(() => ({ status: 202, body: importJob({ status: 'running' }) }))
    const file = new File(['id\ttitle\n'], 'spring products.tsv', {
      type: 'text/tab-separated-values',
    })
    expect(await api.importFeed('ana-tv', 5, file)).toMatchObject({
      ok: true,
      data: { status: 'running' },
    })
    const [call] = env.calls
    expect(call?.path).toBe(`${FEEDS}/5/imports?file=spring+products.tsv`)
    expect(call?.body).toBe(file)
    expect(call?.headers['content-type']).toBe('text/tab-separated-values')
  })

  test('Import now of a URL feed sends no body', async () => {
    const { env, api } = setup(() => ({ status: 202, body: importJob({ trigger: 'url' }) }))
    await api.importFeed('ana-tv', 5, null)
    expect(env.calls.map((c) => [c.method, c.path, c.body, c.headers['content-type']])).toEqual([
      ['POST', `${FEEDS}/5/imports`, undefined, undefined],
    ])
  })

  test('adds, edits, lists, removes and reads a job and a page of its report', async () => {
    const answers: Record<string, unknown> = {
      [`GET ${FEEDS}`]: { feeds: [studioFeed()] },
      [`POST ${FEEDS}`]: studioFeed({ lastImport: null }),
      [`PATCH ${FEEDS}/5`]: studioFeed({ schedule: 'hourly' }),
      [`DELETE ${FEEDS}/5`]: { ok: true },
      [`GET ${FEEDS}/5/imports/31`]: importJob(),
      [`GET ${FEEDS}/5/imports/31/rejects?offset=100`]: {
        rejects: rejectLines(1),
        total: 101,
        offset: 100,
      },
    }
    const { env, api } = setup((call) => ({
      status: 200,
      body: answers[`${call.method} ${call.path}`],
    }))
    expect(await api.feeds('ana-tv')).toMatchObject({ ok: true, data: [{ id: 5 }] })
    expect(
      await api.addFeed('ana-tv', { source: 'url', name: ' Spring ', url: 'https://s.example/f' }),
    ).toMatchObject({ ok: true })
    expect(await api.editFeed('ana-tv', 5, { schedule: 'hourly' })).toMatchObject({ ok: true })
    expect(await api.removeFeed('ana-tv', 5)).toEqual({ ok: true, data: true })
    expect(await api.importJob('ana-tv', 5, 31)).toMatchObject({ ok: true, data: { read: 2000 } })
    expect(await api.rejects('ana-tv', 5, 31, 100)).toMatchObject({
      ok: true,
      data: { total: 101 },
    })
    expect(env.calls[1]?.body).toEqual({
      source: 'url',
      name: 'Spring',
      url: 'https://s.example/f',
      schedule: 'daily',
    })
    expect(env.calls[2]?.body).toEqual({ schedule: 'hourly' })
  })

  test('sends no feed the contract refuses and reads no job that breaks it', async () => {
    const { env, api } = setup(() => ({ status: 200, body: importJob({ status: 'paused' }) }))
    expect(
      await api.addFeed('ana-tv', { source: 'url', name: 'Spring', url: 'ftp://s.example/f' }),
    ).toMatchObject({ ok: false, error: { code: API_ERROR.invalidRequest } })
    expect(env.calls).toHaveLength(0)
    expect(await api.importJob('ana-tv', 5, 31)).toMatchObject({
      ok: false,
      error: { code: API_ERROR.invalidResponse },
    })
  })
})
