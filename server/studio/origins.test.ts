// A registered origin is trusted for nothing until its owner verifies it (issue 61): no frame,
// no embed check, no CORS, no frame sign-in back to it, no insights from it. Verify looks for
// the channel's token on the origin itself, through the safe fetcher.

import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type ErrorBody, errorBody } from '../../shared/api/error-codes'
import { type OriginEntry, OriginListSchema, studioPaths } from '../../shared/api/studio'
import { ORIGIN_VERIFICATION, verificationMetaTag } from '../../shared/origin-verification'
import { createApp } from '../app'
import { NOT_ALLOWED_RETURN } from '../auth/sign-in-flow'
import { type TestSite, testSite } from '../channels/test-site'
import type { Config } from '../config'
import { channelOrigins } from '../db/schema'
import { freePort } from '../process-testing'
import { bearer, type TestServer, testServer } from '../testing'
import { STUDIO_ERROR } from '.'

// RFC 7636 appendix B's S256 challenge: the frame's, for a sign-in it starts.
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
const ID = 'rita-live'
const sites: TestSite[] = []
let s: TestServer
let rita: Record<string, string>
let bob: Record<string, string>

beforeAll(async () => {
  // Test sites are on loopback: the development setting lets Verify reach them.
  s = await testServer({ config: { originVerifyAllowPrivate: true } })
  rita = bearer(await s.signIn('rita@example.test', 'Rita'))
  bob = bearer(await s.signIn('bob@example.test', 'Bob'))
  const created = await s.post(studioPaths.channels, { id: ID, name: 'Rita', topic: 'food' }, rita)
  expect(created.status).toBe(201)
}, 60_000)
afterAll(async () => {
  for (const site of sites) await site.close()
  await s.close()
})
// Each test in a minute of its own, so Verify's per-account limit never adds up across them.
let minute = 0
beforeEach(() => {
  minute++
  s.setNow(new Date(Date.parse('2026-05-01T10:00:00Z') + minute * 60_000).toISOString())
})

async function newSite(): Promise<TestSite> {
  const site = await testSite()
  sites.push(site)
  return site
}

const entries = async (res: Response) => v.parse(OriginListSchema, await res.json()).origins
const entryOf = (list: OriginEntry[], origin: string) => {
  const entry = list.find((item) => item.origin === origin)
  if (!entry) throw new Error(`${origin} is not listed`)
  return entry
}

/** Registers `origin` on the channel as its owner would, and answers its entry. */
async function register(origin: string): Promise<OriginEntry> {
  const res = await s.post(studioPaths.origins(ID), { origin }, rita)
  expect(res.status).toBe(200)
  return entryOf(await entries(res), origin)
}

const verify = (origin: string, who = rita) => s.post(studioPaths.verifyOrigin(ID), { origin }, who)

/** Presses Verify and answers the origin's entry afterwards. */
async function verified(origin: string): Promise<OriginEntry> {
  const res = await verify(origin)
  expect(res.status).toBe(200)
  return entryOf(await entries(res), origin)
}

/** Everything a page on `origin` does with the channel, as each route answers it. */
function uses(origin: string) {
  return {
    frame: () =>
      s.app.request(`/embed?${new URLSearchParams({ channelId: ID, parentOrigin: origin })}`),
    check: () =>
      s.get(`/embed/check?${new URLSearchParams({ channelId: ID, parentOrigin: origin })}`),
    cors: () => s.get('/wallet/config', { Origin: origin }),
    signIn: () =>
      s.sendRaw(
        'POST',
        '/auth_google/google',
        new URLSearchParams({
          redirectUri: `${s.origin}/app/oauth2callback`,
          returnTo: `${origin}/live.html`,
          channelId: ID,
          handoffChallenge: CHALLENGE,
        }).toString(),
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: s.origin,
          'Sec-Fetch-Site': 'same-origin',
        },
      ),
    beacon: () =>
      s.sendRaw('POST', '/insights', JSON.stringify({ channelId: ID, entries: [['loads', 1]] }), {
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: origin,
      }),
  }
}

const csp = (res: Response) => res.headers.get('content-security-policy') ?? ''

describe('a registered origin that is not verified is trusted for nothing', () => {
  let site: TestSite
  let page: ReturnType<typeof uses>
  beforeAll(async () => {
    site = await newSite()
    page = uses(site.origin)
    const entry = await register(site.origin)
    expect(entry).toMatchObject({ state: 'unverified', lastCheck: null })
  })

  test('/embed refuses to be framed by it: no frame-ancestors for it', async () => {
    const res = await page.frame()
    expect(res.status).toBe(403)
    expect(csp(res)).toContain("frame-ancestors 'none'")
    expect(csp(res)).not.toContain(site.origin)
    expect(await res.text()).toContain('not verified yet')
  })

  test('GET /api/embed/check refuses, saying to verify it in the Studio', async () => {
    const res = await page.check()
    expect(res.status).toBe(403)
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('forbidden')
    const error = body.error.message
    expect(error).toContain(`${site.origin} is registered for the channel "${ID}" but not verified`)
    expect(error).toContain(`can verify it in the Studio`)
    expect(error).toContain(`${s.origin}/studio/channels/${ID}`)
  })

  test('CORS answers it nothing, for a request or a preflight', async () => {
    expect((await page.cors()).headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await s.app.request('/api/tracking/click', {
      method: 'OPTIONS',
      headers: { Origin: site.origin, 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('a frame’s sign-in may not return to it', async () => {
    const res = await page.signIn()
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(NOT_ALLOWED_RETURN)
  })

  test('its pages’ beacons count for nothing', async () => {
    expect((await page.beacon()).status).toBe(403)
  })
})

describe('once verified, it is trusted for all of it', () => {
  test('framing, the embed check, CORS, frame sign-in and insights', async () => {
    const site = await newSite()
    const page = uses(site.origin)
    const { token } = await register(site.origin)
    // Read once unverified, so this process's CORS cache holds the set without it.
    expect((await page.cors()).headers.get('access-control-allow-origin')).toBeNull()
    site.serve(ORIGIN_VERIFICATION.filePath, { body: `${token}\n` })
    expect(await verified(site.origin)).toMatchObject({ state: 'verified', verifiedBy: 'file' })

    const framed = await page.frame()
    expect(framed.status).toBe(200)
    expect(csp(framed)).toContain(`frame-ancestors ${site.origin};`)
    expect((await page.check()).status).toBe(200)
    expect((await page.cors()).headers.get('access-control-allow-origin')).toBe(site.origin)
    const signIn = await page.signIn()
    expect(signIn.status).toBe(200)
    expect(await signIn.text()).toContain(`${site.origin}/live.html`)
    expect((await page.beacon()).status).toBe(202)
  })

  test('another process on the same database follows within 1 s', async () => {
    let now = s.now()
    const other = createApp(s.depsWith(() => now))
    const site = await newSite()
    const cors = async () =>
      (await other.request('/api/wallet/config', { headers: { Origin: site.origin } })).headers.get(
        'access-control-allow-origin',
      )
    const { token } = await register(site.origin)
    expect(await cors()).toBeNull()
    site.serve('/', {
      body: `<html><head>${verificationMetaTag(token)}</head></html>`,
      type: 'text/html',
    })
    expect(await verified(site.origin)).toMatchObject({ state: 'verified', verifiedBy: 'meta' })
    // /embed and the check read the database on every request.
    const frame = `/embed?${new URLSearchParams({ channelId: ID, parentOrigin: site.origin })}`
    expect((await other.request(frame)).status).toBe(200)
    now = new Date(now.getTime() + 999)
    expect(await cors()).toBe(site.origin)
  })
})

describe('Verify', () => {
  test('finds the token in the well-known file, among other lines', async () => {
    const site = await newSite()
    const { token } = await register(site.origin)
    site.serve(ORIGIN_VERIFICATION.filePath, {
      body: `# Shoppable TV\nstv-${'0'.repeat(32)}\n${token}\n`,
    })
    const entry = await verified(site.origin)
    expect(entry).toEqual({
      origin: site.origin,
      token,
      state: 'verified',
      verifiedAt: s.now().toISOString(),
      verifiedBy: 'file',
    })
    expect(site.requests).toEqual([ORIGIN_VERIFICATION.filePath])
    // Verified stays verified: a second press fetches nothing.
    site.clear()
    expect(await verified(site.origin)).toEqual(entry)
    expect(site.requests).toEqual([])
  })

  test('finds the token in the home page’s meta tag, however the tag is written', async () => {
    const site = await newSite()
    const { token } = await register(site.origin)
    site.serve('/', {
      type: 'text/html',
      body: `<!doctype html><html><head><title>Rita</title><META content='${token}' Name=Shoppable-TV-Verification /></head><body>Live</body></html>`,
    })
    expect(await verified(site.origin)).toMatchObject({ state: 'verified', verifiedBy: 'meta' })
    expect(site.requests).toEqual([ORIGIN_VERIFICATION.filePath, '/'])
  })

  test('another token (another channel’s, or an old one) leaves it unverified: wrong token', async () => {
    const site = await newSite()
    await register(site.origin)
    const other = `stv-${'a'.repeat(32)}`
    site.serve(ORIGIN_VERIFICATION.filePath, { body: other })
    site.serve('/', { type: 'text/html', body: `<head>${verificationMetaTag(other)}</head>` })
    const entry = await verified(site.origin)
    expect(entry).toMatchObject({
      state: 'unverified',
      lastCheck: { at: s.now().toISOString(), failure: 'wrong-token' },
    })
    expect(entry.state === 'unverified' && entry.lastCheck?.message).toBe(
      `Found a token on ${site.origin}, but not this one: ${site.origin}${ORIGIN_VERIFICATION.filePath} holds another token, and the home page ${site.origin}/ has a shoppable-tv-verification meta tag with another token. Each channel has its own token for each origin: put the one shown here, then verify again.`,
    )
    expect((await uses(site.origin).check()).status).toBe(403)
  })

  test('no token in either place leaves it unverified, saying what was found', async () => {
    const site = await newSite()
    const { token } = await register(site.origin)
    // The token as text on the page (a visitor's comment, say) is not the meta tag.
    site.serve('/', { type: 'text/html', body: `<body><p>${token}</p></body>` })
    const entry = await verified(site.origin)
    expect(entry).toMatchObject({ state: 'unverified', lastCheck: { failure: 'no-token' } })
    expect(entry.state === 'unverified' && entry.lastCheck?.message).toBe(
      `Found no token on ${site.origin}: ${site.origin}${ORIGIN_VERIFICATION.filePath} answered 404 (Not Found), and the home page ${site.origin}/ has no shoppable-tv-verification meta tag.`,
    )
  })

  test('a file that redirects to another origin vouches for nothing', async () => {
    const site = await newSite()
    const elsewhere = await newSite()
    const { token } = await register(site.origin)
    elsewhere.serve(ORIGIN_VERIFICATION.filePath, { body: token })
    site.serve(ORIGIN_VERIFICATION.filePath, {
      status: 302,
      body: '',
      headers: { Location: `${elsewhere.origin}${ORIGIN_VERIFICATION.filePath}` },
    })
    const entry = await verified(site.origin)
    expect(entry).toMatchObject({ state: 'unverified', lastCheck: { failure: 'no-token' } })
    expect(entry.state === 'unverified' && entry.lastCheck?.message).toContain(
      `redirects to another origin (${elsewhere.origin})`,
    )
  })

  test('an origin nobody answers on leaves it unverified: unreachable', async () => {
    const origin = `http://127.0.0.1:${await freePort()}`
    await register(origin)
    const entry = await verified(origin)
    expect(entry).toMatchObject({ state: 'unverified', lastCheck: { failure: 'unreachable' } })
    expect(entry.state === 'unverified' && entry.lastCheck?.message).toBe(
      `Could not reach ${origin}: the connection to ${origin}${ORIGIN_VERIFICATION.filePath} failed (ECONNREFUSED). Check that the site is up and public, then verify again.`,
    )
  })

  test('without the development setting, a private address is not fetched: private address', async () => {
    const production = createApp({
      ...s.depsWith(s.now),
      config: { ...s.config, originVerifyAllowPrivate: false } satisfies Config,
    })
    const site = await newSite()
    const { token } = await register(site.origin)
    site.serve(ORIGIN_VERIFICATION.filePath, { body: token })
    const res = await production.request(`/api${studioPaths.verifyOrigin(ID)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...rita },
      body: JSON.stringify({ origin: site.origin }),
    })
    expect(res.status).toBe(200)
    const entry = entryOf(await entries(res), site.origin)
    expect(entry).toMatchObject({ state: 'unverified', lastCheck: { failure: 'private-address' } })
    expect(entry.state === 'unverified' && entry.lastCheck?.message).toBe(
      '127.0.0.1 is on a private or local network, which this server does not fetch: only origins on public addresses can be verified.',
    )
    expect(site.requests).toEqual([])
  })

  test('someone who is not a member gets 403, an editor too, and nothing changes', async () => {
    const site = await newSite()
    const { token } = await register(site.origin)
    site.serve(ORIGIN_VERIFICATION.filePath, { body: token })
    const stored = async () => s.db.select().from(channelOrigins)
    const before = await stored()
    expect(await (await verify(site.origin, bob)).json()).toEqual({
      error: { code: 'forbidden', message: STUDIO_ERROR.notMember },
    })
    expect((await verify(site.origin, bob)).status).toBe(403)
    await s.post(studioPaths.members(ID), { email: 'bob@example.test', role: 'editor' }, rita)
    try {
      const res = await verify(site.origin, bob)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        error: { code: 'forbidden', message: STUDIO_ERROR.ownersOnly },
      })
    } finally {
      await s.send('DELETE', `${studioPaths.members(ID)}?email=bob@example.test`, undefined, rita)
    }
    expect(await stored()).toEqual(before)
    expect(site.requests).toEqual([])
  })

  test.each([
    ['no origin', {}, 400, 'origin'],
    ['an origin with a user name', { origin: 'https://me@shop.example' }, 400, 'an origin is'],
    ['another field', { origin: 'https://shop.example', token: 'x' }, 400, ''],
    ['an origin not registered', { origin: 'https://shop.example' }, 404, 'add it first'],
  ])('%s: refused with an error, nothing changed', async (_, body, status, words) => {
    const before = await s.db.select().from(channelOrigins)
    const res = await s.post(studioPaths.verifyOrigin(ID), body, rita)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.stringContaining(words)))
    expect(await s.db.select().from(channelOrigins)).toEqual(before)
  })

  test('past its limit an account gets 429 and nothing is fetched', async () => {
    const limited = createApp({
      ...s.depsWith(s.now),
      config: { ...s.config, rateLimits: { ...s.config.rateLimits, originVerify: 2 } },
    })
    const site = await newSite()
    await register(site.origin)
    const press = () =>
      limited.request(`/api${studioPaths.verifyOrigin(ID)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...rita },
        body: JSON.stringify({ origin: site.origin }),
      })
    expect((await press()).status).toBe(200)
    expect((await press()).status).toBe(200)
    const fetched = site.requests.length
    const refused = await press()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringContaining('Too many requests') },
    })
    expect(site.requests).toHaveLength(fetched)
  })
})
