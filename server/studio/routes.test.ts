import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { studioPaths } from '../../shared/api/studio'
import { markOriginsVerified } from '../channels'
import { channelMembers, channelOrigins, channels } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { STUDIO_ERROR } from '.'

const OPERATOR = 'ops@example.test'
let t: TestApp
let alice: Record<string, string>
let bob: Record<string, string>

beforeAll(async () => {
  t = await testApp({ config: { studioOperators: [OPERATOR] } })
  alice = bearer(await t.signIn('Alice@Example.test', 'Alice'))
  bob = bearer(await t.signIn('bob@example.test', 'Bob'))
})
afterAll(() => t.close())

const NEW = {
  id: 'alice-live',
  name: 'Alice Live',
  topic: 'cooking',
  description: 'Cooking, live.',
}

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function createAs(headers: Record<string, string>, channel: unknown) {
  return json(await t.post(studioPaths.channels, channel, headers))
}

describe('creating channels', () => {
  test('a signed-in user creates a channel and owns it', async () => {
    const { status, body } = await createAs(alice, NEW)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      ...NEW,
      role: 'owner',
      origins: [],
      defaultView: 'full',
      defaultTheme: 'auto',
      archived: false,
      keyIssued: false,
    })
    const list = await json(await t.get(studioPaths.channels, alice))
    expect(list.body.channels).toEqual([
      { id: NEW.id, name: NEW.name, topic: NEW.topic, role: 'owner', archived: false },
    ])
    // Kept by e-mail in lower case, whatever case the provider sent.
    const rows = await t.db
      .select()
      .from(channelMembers)
      .where(eq(channelMembers.channelId, NEW.id))
    expect(rows.map((r) => [r.email, r.role])).toEqual([['alice@example.test', 'owner']])
  })

  test('bidi controls never reach a stored name: a name of nothing else is refused as empty', async () => {
    // A user of their own, so the other tests' channel lists stay as they are.
    const carol = bearer(await t.signIn('carol@example.test', 'Carol'))
    const created = await createAs(carol, {
      ...NEW,
      id: 'bidi-name',
      name: 'Sale \u202Egnp.exe',
      topic: '\u2066news\u2069',
      description: '\u200Fok',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Sale gnp.exe', topic: 'news', description: 'ok' })
    const [row] = await t.db.select().from(channels).where(eq(channels.id, 'bidi-name'))
    expect(row).toMatchObject({ name: 'Sale gnp.exe', topic: 'news', description: 'ok' })
    const empty = await createAs(carol, { ...NEW, id: 'bidi-only', name: '\u202E\u202C' })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual(errorBody(400, expect.stringContaining('the name is required')))
  })

  test('viewers see the new channel at once', async () => {
    const res = await t.get(`/channels/${NEW.id}`)
    expect(res.status).toBe(200)
  })

  test.each([
    ['a taken id (a demo channel)', { ...NEW, id: 'wildtv' }, 409, 'The id "wildtv" is taken'],
    ['an id with capitals', { ...NEW, id: 'My-Show' }, 400, 'field "id"'],
    ['an id of two letters', { ...NEW, id: 'ab' }, 400, 'field "id"'],
    ['an id ending in a hyphen', { ...NEW, id: 'show-' }, 400, 'field "id"'],
    ['no name', { ...NEW, id: 'no-name', name: '   ' }, 400, 'the name is required'],
    ['a long topic', { ...NEW, id: 'long-topic', topic: 'x'.repeat(61) }, 400, 'at most 60'],
    ['an unknown view', { ...NEW, id: 'bad-view', defaultView: 'huge' }, 400, 'the view is one of'],
    [
      'an unknown field',
      { ...NEW, id: 'extra', owner: 'me' },
      400,
      'owner is not a field this call takes',
    ],
    ['a list, not an object', [NEW], 400, 'id is required'],
    [
      'a NUL character in the description',
      { ...NEW, id: 'nul-text', description: 'a\u0000b' },
      400,
      'field "description": text must not contain the NUL character',
    ],
  ])('refuses %s, and creates nothing', async (_, body, status, error) => {
    const before = await t.rows(channels)
    const res = await createAs(bob, body)
    expect(res.status).toBe(status)
    expect(res.body).toEqual(errorBody(status, expect.stringContaining(error)))
    expect(await t.rows(channels)).toBe(before)
  })

  test('refuses a body that is not JSON', async () => {
    const res = await t.app.request(`/api${studioPaths.channels}`, {
      method: 'POST',
      headers: { ...bob, 'Content-Type': 'text/plain' },
      body: 'id=x',
    })
    expect(res.status).toBe(415)
  })

  test('needs a session', async () => {
    expect((await t.get(studioPaths.channels)).status).toBe(401)
    expect((await t.post(studioPaths.channels, NEW)).status).toBe(401)
    expect((await t.get(studioPaths.channels, bearer('x'.repeat(40)))).status).toBe(401)
  })

  test('takes the session with the scheme in lower case (RFC 9110: it is case-insensitive)', async () => {
    const lower = { Authorization: (alice.Authorization ?? '').replace(/^Bearer/, 'bearer') }
    const res = await json(await t.get(studioPaths.channels, lower))
    expect(res.status).toBe(200)
    expect(res.body.channels).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: NEW.id })]),
    )
  })
})

describe('membership', () => {
  const id = NEW.id
  const everyRoute: [string, string, unknown?][] = [
    ['GET', studioPaths.channel(id)],
    ['PATCH', studioPaths.channel(id), { name: 'Mine now' }],
    ['POST', studioPaths.origins(id), { origin: 'https://evil.example' }],
    ['DELETE', `${studioPaths.origins(id)}?origin=https://evil.example`],
    ['POST', studioPaths.verifyOrigin(id), { origin: 'https://evil.example' }],
    ['GET', studioPaths.members(id)],
    ['POST', studioPaths.members(id), { email: 'bob@example.test', role: 'owner' }],
    ['DELETE', `${studioPaths.members(id)}?email=alice@example.test`],
    ['POST', studioPaths.channelKey(id)],
    ['GET', studioPaths.insights(id)],
  ]

  test.each(everyRoute)(
    'another user gets 403 on %s %s, and nothing changes',
    async (method, path, body) => {
      const before = await t.db.select().from(channels).where(eq(channels.id, id))
      const members = await t.rows(channelMembers)
      const res = await json(await t.send(method, path, body, bob))
      expect(res).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: STUDIO_ERROR.notMember } },
      })
      expect(await t.db.select().from(channels).where(eq(channels.id, id))).toEqual(before)
      expect(await t.rows(channelMembers)).toBe(members)
    },
  )

  test('an unknown channel is the same 403: nobody learns whether it exists', async () => {
    for (const path of [studioPaths.channel('no-such-channel'), studioPaths.channel('NOT_AN_ID')]) {
      expect(await json(await t.get(path, bob))).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: STUDIO_ERROR.notMember } },
      })
    }
  })

  test('an editor may read but not do what is for owners', async () => {
    const added = await t.post(
      studioPaths.members(id),
      { email: 'BOB@example.test', role: 'editor' },
      alice,
    )
    expect(added.status).toBe(200)
    expect((await json(await t.get(studioPaths.channel(id), bob))).body.role).toBe('editor')
    for (const [method, path, body] of everyRoute.filter(([m]) => m !== 'GET')) {
      const res = await json(await t.send(method, path, body, bob))
      expect(res).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: STUDIO_ERROR.ownersOnly } },
      })
    }
    const list = await json(await t.get(studioPaths.channels, bob))
    expect(list.body.channels).toEqual([expect.objectContaining({ id, role: 'editor' })])
  })

  test('owners list, promote and remove members, but never the last owner', async () => {
    const members = await json(await t.get(studioPaths.members(id), alice))
    expect(members.body.members).toEqual([
      { email: 'alice@example.test', role: 'owner', operator: false },
      { email: 'bob@example.test', role: 'editor', operator: false },
    ])
    const leave = await json(
      await t.send(
        'DELETE',
        `${studioPaths.members(id)}?email=alice@example.test`,
        undefined,
        alice,
      ),
    )
    expect(leave).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: STUDIO_ERROR.lastOwner } },
    })
    const demote = await json(
      await t.post(studioPaths.members(id), { email: 'alice@example.test', role: 'editor' }, alice),
    )
    expect(demote.status).toBe(409)
    const promote = await t.post(
      studioPaths.members(id),
      { email: 'bob@example.test', role: 'owner' },
      alice,
    )
    expect(promote.status).toBe(200)
    // With two owners one may go; bob, now an owner, removes alice and is left alone.
    const removed = await json(
      await t.send('DELETE', `${studioPaths.members(id)}?email=alice@example.test`, undefined, bob),
    )
    expect(removed.body.members).toEqual([
      { email: 'bob@example.test', role: 'owner', operator: false },
    ])
    expect((await t.get(studioPaths.channel(id), alice)).status).toBe(403)
    // Back as it was for the tests below.
    await t.post(studioPaths.members(id), { email: 'alice@example.test', role: 'owner' }, bob)
    await t.send('DELETE', `${studioPaths.members(id)}?email=bob@example.test`, undefined, alice)
  })

  test.each([
    ['no e-mail', { role: 'editor' }],
    ['a bad e-mail', { email: 'not-an-address', role: 'editor' }],
    ['an unknown role', { email: 'carol@example.test', role: 'admin' }],
  ])('refuses a member with %s', async (_, body) => {
    const before = await t.rows(channelMembers)
    expect((await t.post(studioPaths.members(id), body, alice)).status).toBe(400)
    expect(await t.rows(channelMembers)).toBe(before)
  })

  test('refuses removing a member without a valid e-mail', async () => {
    expect((await t.send('DELETE', studioPaths.members(id), undefined, alice)).status).toBe(400)
  })

  test('the operators own the demo channels, and are not members to remove', async () => {
    const operator = bearer(await t.signIn(OPERATOR))
    const list = await json(await t.get(studioPaths.channels, operator))
    const ids = (list.body.channels as { id: string; role: string }[]).map((c) => c.id)
    expect(ids).toContain('wildtv')
    expect(ids).not.toContain(NEW.id)
    const wild = await json(await t.get(studioPaths.channel('wildtv'), operator))
    expect(wild.body).toMatchObject({ id: 'wildtv', role: 'owner' })
    const members = await json(await t.get(studioPaths.members('wildtv'), operator))
    expect(members.body.members).toEqual([{ email: OPERATOR, role: 'owner', operator: true }])
    const remove = await t.send(
      'DELETE',
      `${studioPaths.members('wildtv')}?email=${OPERATOR}`,
      undefined,
      operator,
    )
    expect(remove.status).toBe(400)
    // Nobody else runs a demo channel.
    expect((await t.get(studioPaths.channel('wildtv'), alice)).status).toBe(403)
  })
})

describe('editing and archiving', () => {
  const id = NEW.id

  test('owners edit a channel', async () => {
    const res = await json(
      await t.send(
        'PATCH',
        studioPaths.channel(id),
        { name: ' Alice Live! ', defaultTheme: 'dark' },
        alice,
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'Alice Live!', defaultTheme: 'dark', topic: NEW.topic })
    expect((await json(await t.get(`/channels/${id}`))).body.name).toBe('Alice Live!')
  })

  test.each([
    ['nothing', {}],
    ['an empty name', { name: '' }],
    ['an unknown theme', { defaultTheme: 'neon' }],
    ['archived as text', { archived: 'yes' }],
    ['an unknown field', { keyHash: 'x' }],
  ])('refuses an edit with %s, and changes nothing', async (_, body) => {
    const before = await t.db.select().from(channels).where(eq(channels.id, id))
    expect((await t.send('PATCH', studioPaths.channel(id), body, alice)).status).toBe(400)
    expect(await t.db.select().from(channels).where(eq(channels.id, id))).toEqual(before)
  })

  test('an archived channel is unknown to viewers, keeps its data, and comes back', async () => {
    await t.post(studioPaths.origins(id), { origin: 'https://alice.example' }, alice)
    const pair = { channelId: id, origin: 'https://alice.example' }
    await markOriginsVerified(t.db, [pair], 'operator', t.now())
    const archived = await json(
      await t.send('PATCH', studioPaths.channel(id), { archived: true }, alice),
    )
    expect(archived.body.archived).toBe(true)
    expect((await t.get(`/channels/${id}`)).status).toBe(404)
    expect((await t.get(`/product_search/recent_products/${id}/5`)).status).toBe(404)
    const all = await json(await t.get('/channels'))
    expect((all.body.channels as { id: string }[]).map((c) => c.id)).not.toContain(id)
    const embed = await t.app.request(`/embed?channelId=${id}&parentOrigin=https://alice.example`)
    expect(embed.status).toBe(404)
    // Its members still see it, with its origins.
    const own = await json(await t.get(studioPaths.channel(id), alice))
    expect(own.body).toMatchObject({
      archived: true,
      origins: [{ origin: 'https://alice.example', state: 'verified' }],
    })
    const restored = await json(
      await t.send('PATCH', studioPaths.channel(id), { archived: false }, alice),
    )
    expect(restored.body.archived).toBe(false)
    expect((await t.get(`/channels/${id}`)).status).toBe(200)
    expect(
      (await t.app.request(`/embed?channelId=${id}&parentOrigin=https://alice.example`)).status,
    ).toBe(200)
  })
})

describe('registered origins', () => {
  const id = NEW.id

  test('owners add origins as browsers send them, and remove them', async () => {
    const added = await json(
      await t.post(studioPaths.origins(id), { origin: ' HTTPS://Shop.Example:8443/ ' }, alice),
    )
    // Registered, and trusted for nothing until verified (server/studio/origins.test.ts).
    expect(added.body.origins).toEqual([
      expect.objectContaining({ origin: 'https://alice.example' }),
      {
        origin: 'https://shop.example:8443',
        token: expect.stringMatching(/^stv-[0-9a-f]{32}$/),
        state: 'unverified',
        lastCheck: null,
      },
    ])
    const removed = await json(
      await t.send(
        'DELETE',
        `${studioPaths.origins(id)}?origin=${encodeURIComponent('https://shop.example:8443')}`,
        undefined,
        alice,
      ),
    )
    expect(removed.body.origins).toEqual([
      expect.objectContaining({ origin: 'https://alice.example' }),
    ])
  })

  test.each([
    ['a page address', 'https://shop.example/live?a=1#top', 'https://shop.example'],
    ['no scheme, loopback (http)', '127.0.0.1:9110', 'http://127.0.0.1:9110'],
    ['no scheme, public (https)', 'shop.example', 'https://shop.example'],
  ])('stores the origin of %s, and says which', async (_, origin, stored) => {
    const res = await json(await t.post(studioPaths.origins(id), { origin }, alice))
    expect(res.status).toBe(200)
    expect(res.body.origins).toContainEqual(expect.objectContaining({ origin: stored }))
    await t.send(
      'DELETE',
      `${studioPaths.origins(id)}?origin=${encodeURIComponent(stored)}`,
      undefined,
      alice,
    )
  })

  test.each([
    ['another scheme', 'ftp://shop.example'],
    ['a user', 'https://me@shop.example'],
    ['not text', 42],
  ])('refuses an origin with %s, and adds nothing', async (_, origin) => {
    const before = await t.rows(channelOrigins)
    const res = await json(await t.post(studioPaths.origins(id), { origin }, alice))
    expect(res.status).toBe(400)
    expect(res.body).toEqual(errorBody(400, expect.stringContaining('origin')))
    expect(await t.rows(channelOrigins)).toBe(before)
  })
})

describe('the channel key', () => {
  test('owners make a key, shown once; the old one stops working', async () => {
    const first = await json(await t.post(studioPaths.channelKey(NEW.id), undefined, alice))
    expect(first.body.key).toEqual(expect.any(String))
    const push = (key: string) =>
      t.post(
        `/channels/${NEW.id}/context`,
        { caption: 'Cooking pasta with a chef knife' },
        { 'X-Channel-Key': key },
      )
    expect((await push(String(first.body.key))).status).toBe(201)
    const second = await json(await t.post(studioPaths.channelKey(NEW.id), undefined, alice))
    expect((await push(String(first.body.key))).status).toBe(401)
    expect((await push(String(second.body.key))).status).toBe(201)
    expect((await json(await t.get(studioPaths.channel(NEW.id), alice))).body.keyIssued).toBe(true)
  })
})
