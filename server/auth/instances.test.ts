// The development sign-in behind a load balancer: two app instances (each its own app, sign-in
// client and identity provider) on one database, behind one public origin. Every step of the
// viewer's sign-in alternates between them; so do the server's own calls to the provider.
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CREDENTIAL_PARAM } from '../../shared/api/paths'
import { createApp } from '../app'
import { devIdpRecords, signInAttempts } from '../db/schema'
import { secretHash } from '../http/secrets'
import { bearer, postgresTestApp, type TestApp, testApp } from '../testing'
import { devIdentityProviderFor, withDevIdentityProvider } from './dev-idp'
import { loadDevIdpSecrets } from './dev-idp-store'
import { locationOf, TestBrowser } from './test-browser'

/** A test request sends this to land on one instance; others go round-robin. */
const INSTANCE_HEADER = 'x-test-instance'

type Cluster = { t: TestApp; origin: string; hits: number[]; close(): Promise<void> }

/** Two instances on `t`'s database behind a round-robin proxy on a loopback port. */
async function twoInstances(make: (origin: string) => Promise<TestApp>): Promise<Cluster> {
  const proxy = createServer()
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const t = await make(origin)
  const instances: RequestListener[] = []
  for (let i = 0; i < 2; i++) {
    const app = createApp(t.depsWith(t.now))
    const idp = await devIdentityProviderFor(t.config, t.db)
    instances.push(withDevIdentityProvider(idp, getRequestListener(app.fetch)))
  }
  const hits = [0, 0]
  let next = 0
  proxy.on('request', (req, res) => {
    const asked = Number(req.headers[INSTANCE_HEADER])
    const index = asked === 0 || asked === 1 ? asked : next++ % 2
    hits[index] = (hits[index] ?? 0) + 1
    instances[index]?.(req, res)
  })
  return {
    t,
    origin,
    hits,
    async close() {
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
      await t.close()
    },
  }
}

/** A browser whose every request goes to the other instance than the one before. */
function alternatingBrowser() {
  const browser = new TestBrowser()
  let turn = 0
  const headers = () => ({ [INSTANCE_HEADER]: String(turn++ % 2) })
  return {
    get: (url: string) => browser.fetch(url, { headers: headers() }),
    post: (url: string, form: Record<string, string>) =>
      browser.fetch(url, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
  }
}

function signInTests(make: (origin: string) => Promise<TestApp>) {
  let c: Cluster
  beforeAll(async () => {
    c = await twoInstances(make)
  }, 60_000)
  afterAll(() => c?.close())

  /** Walks a sign-in to the provider's redirect back to our callback. */
  async function toCallback(browser: ReturnType<typeof alternatingBrowser>, email: string) {
    const appCallback = `${c.origin}/app/oauth2callback`
    const start = await browser.get(
      `${c.origin}/api/auth_google/google?${new URLSearchParams({ redirectUri: appCallback })}`,
    )
    const authorize = locationOf(start, c.origin)
    const interaction = locationOf(await browser.get(authorize), c.origin)
    const page = await browser.get(interaction)
    expect(page.status).toBe(200)
    const resume = locationOf(await browser.post(interaction, { name: 'Ana', email }), c.origin)
    const callback = locationOf(await browser.get(resume), c.origin)
    expect(callback.startsWith(`${c.origin}/api/auth_google/callback?`)).toBe(true)
    return callback
  }

  test('every step on the other instance: the sign-in succeeds', async () => {
    for (const email of ['ana@example.com', 'bo@example.com']) {
      const browser = alternatingBrowser()
      const res = await browser.get(await toCallback(browser, email))
      expect(res.status).toBe(302)
      const token = new URL(locationOf(res, c.origin)).searchParams.get(CREDENTIAL_PARAM) ?? ''
      const details = await c.t.get('/auth_google/details', bearer(token))
      expect(await details.json()).toMatchObject({ email, name: 'Ana' })
    }
    expect(c.hits.every((n) => n > 5)).toBe(true)
  })

  test('the code is used once, whichever instance it is brought to again', async () => {
    const browser = alternatingBrowser()
    const callback = new URL(await toCallback(browser, 'cy@example.com'))
    const code = callback.searchParams.get('code') ?? ''
    const state = callback.searchParams.get('state') ?? ''
    const [attempt] = await c.t.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.stateHash, secretHash(state)))
    expect((await browser.get(callback.href)).status).toBe(302)

    const used = await c.t.db
      .select()
      .from(devIdpRecords)
      .where(and(eq(devIdpRecords.model, 'AuthorizationCode'), isNotNull(devIdpRecords.consumedAt)))
    expect(used.length).toBeGreaterThan(0)
    const { clientSecret } = await loadDevIdpSecrets(c.t.db)
    const basic = Buffer.from(`${c.t.config.signIn.clientId}:${clientSecret}`).toString('base64')
    for (const instance of ['0', '1']) {
      const again = await fetch(`${c.origin}/dev-idp/token`, {
        method: 'POST',
        headers: {
          [INSTANCE_HEADER]: instance,
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${c.origin}/api/auth_google/callback`,
          code_verifier: attempt?.codeVerifier ?? '',
        }),
      })
      expect(again.status).toBe(400)
      expect(await again.json()).toMatchObject({ error: 'invalid_grant' })
    }
  })

  test('both instances have the same secrets: made once, read afterwards', async () => {
    const [a, b] = await Promise.all([loadDevIdpSecrets(c.t.db), loadDevIdpSecrets(c.t.db)])
    expect(a).toEqual(b)
  })
}

describe('the development sign-in across two instances (PGlite)', () => {
  signInTests((origin) => testApp({ config: { publicOrigin: origin } }))
})

// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL
describe.runIf(url)('the development sign-in across two instances (PostgreSQL)', () => {
  signInTests((origin) =>
    postgresTestApp(url ?? '', 'stv_dev_idp', { config: { publicOrigin: origin } }),
  )
})
