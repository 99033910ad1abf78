import { describe, expect, test } from 'vitest'
import { createStudioApi } from './api'
import { type FakeAnswer, type FakeCall, fakeStudioEnv, studioChannel } from './testing'

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
    const { api, ended } = setup(() => ({ status: 401, body: { error: 'sign in first' } }))
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
    const { api } = setup(() => ({ status: 409, body: { error: 'the id ana-tv is taken' } }))
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

  test('adds an origin as browsers send it and removes one by query', async () => {
    const { env, api } = setup((call) =>
      call.method === 'POST'
        ? { status: 200, body: { origins: ['https://tv.example.com'] } }
        : { status: 200, body: { origins: [] } },
    )
    expect(await api.addOrigin('ana-tv', ' https://TV.example.com/ ')).toEqual({
      ok: true,
      data: ['https://tv.example.com'],
    })
    expect(await api.removeOrigin('ana-tv', 'https://tv.example.com')).toEqual({
      ok: true,
      data: [],
    })
    expect(env.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/studio/channels/ana-tv/origins', { origin: 'https://tv.example.com' }],
      ['DELETE', '/studio/channels/ana-tv/origins?origin=https%3A%2F%2Ftv.example.com', undefined],
    ])
  })

  test('adding or removing a member reads the list again', async () => {
    const members = [{ email: 'bo@example.com', role: 'editor', operator: false }]
    const { env, api } = setup((call) =>
      call.method === 'GET' ? { status: 200, body: { members } } : { status: 201, body: {} },
    )
    expect(await api.addMember('ana-tv', 'Bo@Example.com', 'editor')).toEqual({
      ok: true,
      data: members,
    })
    expect(await api.removeMember('ana-tv', 'bo@example.com')).toEqual({ ok: true, data: members })
    expect(env.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /studio/channels/ana-tv/members',
      'GET /studio/channels/ana-tv/members',
      'DELETE /studio/channels/ana-tv/members?email=bo%40example.com',
      'GET /studio/channels/ana-tv/members',
    ])
    expect(env.calls[0]?.body).toEqual({ email: 'bo@example.com', role: 'editor' })
  })

  test('a refused removal (the last owner) is not followed by a read', async () => {
    const { env, api } = setup(() => ({
      status: 409,
      body: { error: 'a channel keeps at least one owner' },
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
    const { env, api } = setup(() => ({ status: 404, body: { error: 'no such channel' } }))
    await api.channel('a/b')
    expect(env.calls[0]?.path).toBe('/studio/channels/a%2Fb')
  })

  test('no answer is a network error', async () => {
    const { api, ended } = setup(() => 'network')
    expect(await api.channels()).toMatchObject({ ok: false, error: { code: 'network' } })
    expect(ended()).toBe(0)
  })
})
