import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { newHandoffVerifier } from '../../shared/api/handoff'
import { escapeHtml } from '../../shared/html'
import { channels, handoffCodes, sessions, signInAttempts, users } from '../db/schema'
import { secretHash } from '../http/secrets'
import { bearer, type TestApp, testApp } from '../testing'
import { saveAttempt } from './attempts'
import { bindingCookieName } from './browser-binding'
import { HANDOFF_REFUSED, HANDOFF_TTL_MS } from './handoff'
import { INVALID_SESSION, MISSING_BEARER } from './require-user'
import { FRAME_ONLY, NOT_ALLOWED_RETURN, UNKNOWN_CHANNEL } from './sign-in-flow'

const T0 = '2026-05-01T10:00:00Z'
// RFC 7636 appendix B: a verifier and its S256 challenge.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
let t: TestApp
beforeAll(async () => {
  t = await testApp({ now: T0 })
  await t.db.insert(channels).values({
    id: 'archived-show',
    name: 'Archived',
    topic: 'none',
    description: '',
    archivedAt: new Date(T0),
  })
})
afterAll(() => t.close())

const counts = async () => ({
  users: await t.rows(users),
  sessions: await t.rows(sessions),
  attempts: await t.rows(signInAttempts),
  handoffs: await t.rows(handoffCodes),
})

const start = (query: Record<string, string> | string) =>
  t.get(`/auth_google/google?${typeof query === 'string' ? query : new URLSearchParams(query)}`)

describe('GET /auth_google/google refuses a return address it does not know', () => {
  const ok = 'http://localhost:8080/app/oauth2callback'
  test.each([
    ['no redirectUri', ''],
    ['an empty redirectUri', 'redirectUri='],
    [
      'another site',
      `redirectUri=${encodeURIComponent('https://evil.example/app/oauth2callback')}`,
    ],
    ['a registered origin, another path', 'redirectUri=http://localhost:8080/app'],
    ['a longer path', 'redirectUri=http://localhost:8080/app/oauth2callback/x'],
    ['a path prefix', 'redirectUri=http://localhost:8080/app/oauth2callbackx'],
    ['another case', 'redirectUri=http://localhost:8080/APP/oauth2callback'],
    [
      'an encoded path',
      `redirectUri=${encodeURIComponent('http://localhost:8080/app%2Foauth2callback')}`,
    ],
    ['dot segments', 'redirectUri=http://localhost:8080/x/../app/oauth2callback'],
    ['a query', `redirectUri=${encodeURIComponent(`${ok}?next=/evil`)}`],
    ['a fragment', `redirectUri=${encodeURIComponent(`${ok}#x`)}`],
    [
      'credentials',
      `redirectUri=${encodeURIComponent('http://u:p@localhost:8080/app/oauth2callback')}`,
    ],
    [
      'a backslash',
      `redirectUri=${encodeURIComponent('http://localhost:8080\\@evil.example/app/oauth2callback')}`,
    ],
    ['no scheme', `redirectUri=${encodeURIComponent('//evil.example/app/oauth2callback')}`],
    [
      'a script URL',
      `redirectUri=${encodeURIComponent('javascript:alert(1)//localhost:8080/app/oauth2callback')}`,
    ],
    ['another port', 'redirectUri=http://localhost:9999/app/oauth2callback'],
    // Registered for every demo channel, but a broadcaster's: it must never receive a token.
    ['a broadcaster’s registered origin', 'redirectUri=http://127.0.0.1:8081/oauth2callback'],
    [
      'a broadcaster’s registered origin, app path',
      'redirectUri=http://127.0.0.1:8081/app/oauth2callback',
    ],
    ['two redirectUris', `redirectUri=${ok}&redirectUri=https://evil.example/app/oauth2callback`],
    ['a very long one', `redirectUri=${ok}${'a'.repeat(3000)}`],
  ])('%s: a 400 page, no redirect, nothing stored', async (_, query) => {
    const before = await counts()
    const res = await start(query)
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain(NOT_ALLOWED_RETURN)
    expect(await counts()).toEqual(before)
  })

  test('the refused address is shown as text', async () => {
    const res = await start({ redirectUri: 'https://evil.example/<script>alert(1)</script>' })
    const html = await res.text()
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;script&gt;')
  })

  test.each([
    ['returnTo and channelId', { returnTo: 'http://127.0.0.1:8081/x.html', channelId: 'wildtv' }],
    ['returnTo alone', { returnTo: 'http://127.0.0.1:8081/wildtv.html' }],
    ['a handoff challenge alone', { handoffChallenge: CHALLENGE }],
    ['a channel and a handoff challenge', { channelId: 'wildtv', handoffChallenge: CHALLENGE }],
    [
      'all three, as a crafted link would carry them',
      {
        returnTo: 'http://127.0.0.1:8081/x.html',
        channelId: 'wildtv',
        handoffChallenge: CHALLENGE,
      },
    ],
  ])(
    'a link with %s (a broadcaster page’s sign-in): a 400 page, nothing stored',
    async (_, extra) => {
      const before = await counts()
      const res = await start({ redirectUri: ok, ...extra })
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      expect(await res.text()).toContain(escapeHtml(FRAME_ONLY))
      expect(await counts()).toEqual(before)
    },
  )
})

describe('GET /auth_google/google with a channel that is not a live one', () => {
  const ok = 'http://localhost:8080/app/oauth2callback'

  test.each([
    ['an unknown channel', 'channelId=no-such-channel'],
    ['a malformed channel', `channelId=${encodeURIComponent('../wildtv')}`],
    ['an empty channel', 'channelId='],
    ['two channels', 'channelId=wildtv&channelId=kbs'],
    ['an archived channel', 'channelId=archived-show'],
  ])('%s: a 400 page, no redirect, nothing stored', async (_, query) => {
    const before = await counts()
    const res = await start(`redirectUri=${encodeURIComponent(ok)}&${query}`)
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(escapeHtml(UNKNOWN_CHANNEL))
    expect(await counts()).toEqual(before)
  })
})

describe('POST /auth_google/google: a sign-in our cross-site frame starts', () => {
  const ok = 'http://localhost:8080/app/oauth2callback'
  const frame = {
    redirectUri: ok,
    returnTo: 'http://127.0.0.1:8081/x.html?show=1',
    channelId: 'wildtv',
    handoffChallenge: CHALLENGE,
  }
  /** The form as our frame submits it to the top window: the browser names our origin. */
  const post = (
    form: Record<string, string> | string,
    headers: Record<string, string> = { Origin: 'http://localhost:8080' },
  ) =>
    t.sendRaw(
      'POST',
      '/auth_google/google',
      typeof form === 'string' ? form : new URLSearchParams(form).toString(),
      { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    )

  test.each([
    ['no Origin (a form on no page)', {}],
    ['another site’s Origin', { Origin: 'http://127.0.0.1:8081' }],
    ['a null Origin', { Origin: 'null' }],
    [
      'our Origin, but another site by Sec-Fetch-Site',
      { Origin: 'http://localhost:8080', 'Sec-Fetch-Site': 'cross-site' },
    ],
  ])('%s: a 403 page, nothing stored', async (_, headers) => {
    const before = await counts()
    const res = await post(frame, headers)
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toContain(escapeHtml(FRAME_ONLY))
    expect(await counts()).toEqual(before)
  })

  test.each([
    ['returnTo without channelId', { returnTo: 'http://127.0.0.1:8081/wildtv.html' }],
    ['channelId without returnTo', { channelId: 'wildtv' }],
    ['an unknown channel', { returnTo: 'http://127.0.0.1:8081/x.html', channelId: 'nope' }],
    ['a malformed channel', { returnTo: 'http://127.0.0.1:8081/x.html', channelId: '../wildtv' }],
    ['an origin not registered', { returnTo: 'https://evil.example/x.html', channelId: 'wildtv' }],
    ['a script URL', { returnTo: 'javascript:alert(1)', channelId: 'wildtv' }],
    ['credentials', { returnTo: 'http://u:p@127.0.0.1:8081/x.html', channelId: 'wildtv' }],
    ['not a URL', { returnTo: '/wildtv.html', channelId: 'wildtv' }],
  ])('a return with %s: a 400 page, nothing stored', async (_, extra) => {
    const before = await counts()
    const res = await post({ redirectUri: ok, handoffChallenge: CHALLENGE, ...extra })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(NOT_ALLOWED_RETURN)
    expect(await counts()).toEqual(before)
  })

  test.each([
    ['no handoff challenge', { handoffChallenge: '' }],
    ['a malformed handoff challenge', { handoffChallenge: 'abc' }],
  ])('%s: a 400 page that asks for it, nothing stored', async (_, extra) => {
    const before = await counts()
    const res = await post({ ...frame, ...extra })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('needs handoffChallenge')
    expect(await counts()).toEqual(before)
  })

  test.each([
    ['a JSON body', JSON.stringify(frame), 'application/json'],
    [
      'two challenges',
      `${new URLSearchParams(frame)}&handoffChallenge=${CHALLENGE}`,
      'application/x-www-form-urlencoded',
    ],
    [
      'a redirectUri elsewhere',
      new URLSearchParams({
        ...frame,
        redirectUri: 'https://evil.example/app/oauth2callback',
      }).toString(),
      'application/x-www-form-urlencoded',
    ],
  ])('%s: a 400 page, nothing stored', async (_, body, type) => {
    const before = await counts()
    const res = await t.sendRaw('POST', '/auth_google/google', body, {
      'Content-Type': type,
      Origin: 'http://localhost:8080',
    })
    expect(res.status).toBe(400)
    expect(await counts()).toEqual(before)
  })
})

test('with the sign-in provider unreachable, the start is a clear 503 page and stores nothing', async () => {
  // Port 1 (tcpmux) has no listener: discovery of the development issuer fails at once.
  const down = await testApp({ now: T0, config: { publicOrigin: 'http://127.0.0.1:1' } })
  try {
    const before = await down.rows(signInAttempts)
    const res = await down.get(
      `/auth_google/google?redirectUri=${encodeURIComponent('http://127.0.0.1:1/app/oauth2callback')}`,
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain('cannot be reached')
    expect(await down.rows(signInAttempts)).toBe(before)
  } finally {
    await down.close()
  }
})

describe('GET /auth_google/callback refuses a state it did not issue', () => {
  const callback = (query: string, headers?: Record<string, string>) =>
    t.get(`/auth_google/callback?${query}`, headers)

  test.each([
    ['no state', 'code=abc'],
    ['a malformed state', 'code=abc&state=%3Cscript%3E'],
    ['a forged state', `code=abc&state=${'f'.repeat(43)}`],
    ['a forged state with a provider error', `error=access_denied&state=${'g'.repeat(43)}`],
  ])('%s: a 400 page, nothing created', async (_, query) => {
    const before = await counts()
    const res = await callback(query)
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain('Please start signing in again')
    expect(await counts()).toEqual(before)
  })

  test('an expired state is refused, a live one is used once', async () => {
    const attempt = {
      codeVerifier: 'v'.repeat(43),
      nonce: 'n'.repeat(43),
      redirectUri: 'http://localhost:8080/app/oauth2callback',
      returnTo: null,
      channelId: null,
      handoffChallenge: null,
      bindingHash: secretHash('browser-secret'),
    }
    await saveAttempt(
      t.db,
      { ...attempt, state: 'old'.repeat(15) },
      new Date('2026-05-01T09:49:59Z'),
    )
    const old = await callback(`error=access_denied&state=${'old'.repeat(15)}`)
    expect(old.status).toBe(400)
    expect(await old.text()).toContain('has expired')

    await saveAttempt(t.db, { ...attempt, state: 'live'.repeat(12) }, new Date(T0))
    const cookie = { Cookie: `${bindingCookieName('live'.repeat(12))}=browser-secret` }
    const first = await callback(`error=access_denied&state=${'live'.repeat(12)}`, cookie)
    expect(await first.text()).toContain('cancelled or refused')
    const second = await callback(`error=access_denied&state=${'live'.repeat(12)}`)
    expect(await second.text()).toContain('already used')
  })
})

describe('user details and sign-out', () => {
  test('details answer name, email and displayName, never cached', async () => {
    const token = await t.signIn('ana@example.com', 'Ana Lima')
    const res = await t.get('/auth_google/details', bearer(token))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      displayName: null,
    })
  })

  test.each(['bearer', 'BEARER', 'Bearer  '])(
    'the scheme is case-insensitive and may be followed by several spaces: "%s<token>"',
    async (scheme) => {
      const token = await t.signIn('ana@example.com', 'Ana Lima')
      const res = await t.get('/auth_google/details', { Authorization: `${scheme} ${token}` })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ email: 'ana@example.com' })
    },
  )

  test.each([
    ['no Authorization header', {}, MISSING_BEARER],
    [
      'a scheme that only starts like bearer',
      { Authorization: `Bearerx ${'a'.repeat(43)}` },
      MISSING_BEARER,
    ],
    ['a malformed bearer', { Authorization: 'Bearer not a token' }, MISSING_BEARER],
    ['another scheme', { Authorization: 'Token abcdefghijklmnopqrstuvwxyz' }, MISSING_BEARER],
    ['an unknown token', bearer('u'.repeat(43)), INVALID_SESSION],
  ])('details with %s: 401 unauthorized, not cached', async (_, headers, error) => {
    const res = await t.get('/auth_google/details', headers)
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: error } })
  })

  test('sign-out revokes the session: the token then gets 401 everywhere', async () => {
    const token = await t.signIn('bo@example.com', 'Bo')
    const before = await counts()
    const out = await t.post('/auth_google/logout', '', bearer(token))
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ ok: true })
    expect((await t.get('/auth_google/details', bearer(token))).status).toBe(401)
    expect((await t.post('/auth_google/logout', '', bearer(token))).status).toBe(401)
    expect((await t.post('/auth_google/handoff', '', bearer(token))).status).toBe(401)
    expect(await counts()).toEqual(before)
  })

  test.each([
    ['no bearer', {}],
    ['an unknown token', bearer('z'.repeat(43))],
  ])('sign-out with %s: 401, nothing changed', async (_, headers) => {
    const before = await counts()
    const res = await t.post('/auth_google/logout', '', headers)
    expect(res.status).toBe(401)
    expect(await counts()).toEqual(before)
  })

  test('signing out ends only that session', async () => {
    const one = await t.signIn('cy@example.com', 'Cy')
    const other = await t.signIn('cy@example.com', 'Cy')
    await t.post('/auth_google/logout', '', bearer(one))
    expect((await t.get('/auth_google/details', bearer(other))).status).toBe(200)
  })
})

describe('handoff codes', () => {
  const redeem = (body: unknown) => t.post('/auth_google/handoff/redeem', body)

  async function handoff(token: string, challenge = CHALLENGE) {
    const res = await t.post('/auth_google/handoff', { challenge }, bearer(token))
    expect(res.status).toBe(200)
    return (await res.json()) as { code: string; expiresAt: string }
  }

  test('a code lives 60 s and redeems once, with its verifier, for a new session of the same user', async () => {
    const token = await t.signIn('dee@example.com', 'Dee')
    const { code, expiresAt } = await handoff(token)
    expect(HANDOFF_TTL_MS).toBe(60_000)
    expect(expiresAt).toBe('2026-05-01T10:01:00.000Z')

    const before = await counts()
    const res = await redeem({ code, verifier: VERIFIER })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { token: frameToken, user } = (await res.json()) as { token: string; user: unknown }
    expect(frameToken).not.toBe(token)
    expect(user).toEqual({ name: 'Dee', email: 'dee@example.com', displayName: null })
    expect(await counts()).toEqual({ ...before, sessions: before.sessions + 1 })
    const details = await t.get('/auth_google/details', bearer(frameToken))
    expect(await details.json()).toMatchObject({ email: 'dee@example.com' })

    const again = await redeem({ code, verifier: VERIFIER })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: { code: 'invalid-request', message: HANDOFF_REFUSED },
    })
    expect(await counts()).toEqual({ ...before, sessions: before.sessions + 1 })
  })

  test('a code read by someone without the frame’s verifier is worthless to them and stays usable', async () => {
    const token = await t.signIn('fay@example.com', 'Fay')
    const { code } = await handoff(token)
    const before = await counts()
    for (const body of [{ code }, { code, verifier: newHandoffVerifier() }]) {
      const res = await redeem(body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'invalid-request', message: expect.any(String) },
      })
    }
    expect(await counts()).toEqual(before)
    expect((await redeem({ code, verifier: VERIFIER })).status).toBe(200)
  })

  test('a code still works at 59 s and no longer at 60 s', async () => {
    const token = await t.signIn('eli@example.com', 'Eli')
    const early = await handoff(token)
    const late = await handoff(token)
    try {
      t.setNow('2026-05-01T10:00:59Z')
      expect((await redeem({ code: early.code, verifier: VERIFIER })).status).toBe(200)
      t.setNow('2026-05-01T10:01:00Z')
      const before = await counts()
      const res = await redeem({ code: late.code, verifier: VERIFIER })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'invalid-request', message: HANDOFF_REFUSED },
      })
      expect(await counts()).toEqual(before)
    } finally {
      t.setNow(T0)
    }
  })

  test('creating a code needs a live session and a challenge', async () => {
    const before = await counts()
    expect((await t.post('/auth_google/handoff', { challenge: CHALLENGE })).status).toBe(401)
    const forged = bearer('q'.repeat(43))
    expect((await t.post('/auth_google/handoff', { challenge: CHALLENGE }, forged)).status).toBe(
      401,
    )
    const token = await t.signIn('gil@example.com', 'Gil')
    const since = await counts()
    for (const body of [{}, { challenge: 'short' }, '']) {
      const res = await t.post('/auth_google/handoff', body, bearer(token))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: 'invalid-request', message: expect.any(String) },
      })
    }
    expect(await counts()).toEqual(since)
    expect(since.handoffs).toBe(before.handoffs)
  })

  test.each([
    ['an unknown code', { code: 'k'.repeat(43), verifier: VERIFIER }, 400],
    ['a short code', { code: 'abc', verifier: VERIFIER }, 400],
    ['a code with odd characters', { code: `${'a'.repeat(20)}<>`, verifier: VERIFIER }, 400],
    ['a number', { code: 1234567890123456, verifier: VERIFIER }, 400],
    ['no code', { verifier: VERIFIER }, 400],
    ['a short verifier', { code: 'k'.repeat(43), verifier: 'abc' }, 400],
    ['broken JSON', '{"code":', 400],
  ])('redeeming %s: a clear 4xx error, nothing created', async (_, body, status) => {
    const before = await counts()
    const res = await redeem(body)
    expect(res.status).toBe(status)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    expect(await counts()).toEqual(before)
  })

  test('redeeming without a JSON content type: 415', async () => {
    const res = await t.app.request('/api/auth_google/handoff/redeem', {
      method: 'POST',
      body: 'code=abc',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
  })
})
