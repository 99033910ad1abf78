import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configFromEnv } from '../config'
import { openDb } from '../db'
import { PAGE_HEADERS } from '../http/html'
import { HSTS } from '../http/security-headers'
import { type TestServer, testServer } from '../testing'
import { devIdentityProviderFor, devSubject, withDevIdentityProvider } from './dev-idp'
import { devSignInPage, parseDevSignIn } from './dev-sign-in-form'

describe('the development identity provider exists only without Google', () => {
  test('none is made when Google is configured', async () => {
    const google = configFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })
    expect(
      await devIdentityProviderFor(
        google,
        (await openDb({ dataDir: 'memory://', databaseUrl: null })).db,
      ),
    ).toBeNull()
  })

  describe('a server configured for Google', () => {
    // Started in a hook (hookTimeout), not in the test: a server's first start (database,
    // migrations, seed) took over the 30 s test timeout on a loaded machine.
    let google: TestServer
    beforeAll(async () => {
      google = await testServer({
        config: {
          signIn: {
            provider: 'google',
            issuer: 'https://accounts.google.com',
            clientId: 'id',
            clientSecret: 'secret',
          },
        },
      })
    })
    afterAll(() => google.close())

    test('does not serve it', async () => {
      expect(google.idp).toBeNull()
      for (const path of [
        '/dev-idp/.well-known/openid-configuration',
        '/dev-idp/jwks',
        '/dev-idp/auth',
      ]) {
        const res = await fetch(`${google.origin}${path}`, { redirect: 'manual' })
        expect(res.status).toBe(404)
        expect(await res.text()).not.toContain('Development sign-in')
      }
    })
  })
})

describe('the development identity provider', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await testServer()
  }, 60_000)
  afterAll(() => s.close())

  test('publishes a code flow with PKCE (S256) and an RS256 signing key', async () => {
    const res = await fetch(`${s.origin}/dev-idp/.well-known/openid-configuration`)
    const meta = (await res.json()) as Record<string, unknown>
    expect(meta).toMatchObject({
      issuer: `${s.origin}/dev-idp`,
      authorization_endpoint: `${s.origin}/dev-idp/auth`,
      code_challenge_methods_supported: ['S256'],
    })
    const jwks = (await (await fetch(String(meta.jwks_uri))).json()) as { keys: unknown[] }
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })])
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/)
  })

  test('an unknown or expired sign-in page is a clear page, not a crash', async () => {
    const res = await fetch(`${s.origin}/dev-idp/interaction/unknown-uid`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('expired')
  })

  test('its pages carry the sign-in pages’ headers', async () => {
    const res = await fetch(`${s.origin}/dev-idp/interaction/unknown-uid`)
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      expect(res.headers.get(name), name).toBe(value)
    }
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('requests to the development identity provider', () => {
  test.each([
    ['https', HSTS],
    ['http', null],
  ])('are answered with nosniff, and HSTS when the public origin is %s', async (scheme, hsts) => {
    const idp = {
      issuer: `${scheme}://tv.example/dev-idp`,
      handle: (_req: unknown, res: { end: (body: string) => void }) => res.end('provider'),
    }
    const server = createServer(withDevIdentityProvider(idp, (_req, res) => res.end('app')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/dev-idp/jwks`)
      expect(await res.text()).toBe('provider')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('strict-transport-security')).toBe(hsts)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('the development sign-in form', () => {
  const form = (name: string, email: string) => new URLSearchParams({ name, email })

  test('takes a trimmed name and e-mail', () => {
    expect(parseDevSignIn(form('  Ana Lima ', ' ana@example.com '))).toEqual({
      ok: true,
      value: { name: 'Ana Lima', email: 'ana@example.com' },
    })
  })

  test.each([
    [form('', 'ana@example.com'), { name: 'Enter your name.' }],
    [form('Ana', ''), { email: 'Enter your e-mail address.' }],
    [form('Ana', 'ana'), { email: 'Enter an e-mail address such as ana@example.com.' }],
    [
      form('A'.repeat(101), 'ana@example.com'),
      { name: 'Keep the name to 100 characters or fewer.' },
    ],
    [form('Ana\u0007', 'ana@example.com'), { name: 'The name cannot contain control characters.' }],
    [new URLSearchParams(), { name: 'Enter your name.', email: 'Enter your e-mail address.' }],
  ])('refuses %s with a message per field', (posted, errors) => {
    const result = parseDevSignIn(posted)
    expect(result.ok).toBe(false)
    expect(result.ok ? {} : result.errors).toMatchObject(errors)
  })

  test('the page links each message to its field and escapes what was typed', () => {
    const html = devSignInPage({
      action: '/dev-idp/interaction/u1',
      cancelAction: '/dev-idp/interaction/u1/cancel',
      values: { name: '"><b>x</b>', email: 'a' },
      errors: { email: 'Enter an e-mail address such as ana@example.com.' },
    })
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;x&lt;/b&gt;"')
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"')
    expect(html).toContain('<p class="error" id="email-error">')
    expect(html).toContain('role="alert"')
  })

  test('one viewer per e-mail address, whatever its case', () => {
    expect(devSubject('Ana@Example.com')).toBe(devSubject('ana@example.com'))
    expect(devSubject('ana@example.com')).not.toBe(devSubject('bo@example.com'))
    expect(devSubject('ana@example.com')).not.toContain('ana')
  })
})
