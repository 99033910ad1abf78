// Every kind of answer the server gives, against the policy of server/http/security-headers.ts.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { writeEarlyScripts } from '../scripts/early-scripts'
import { errorBody } from '../shared/api/error-codes'
import { MAX_BODY_BYTES } from './app'
import { STYLE } from './http/html'
import {
  API_CSP,
  EMBED_STYLE,
  embedCsp,
  HSTS,
  inlineHash,
  PERMISSIONS_POLICY,
  signInPageCsp,
  sitePageCsp,
  WALLETCONNECT_SOURCES,
} from './http/security-headers'
import { type TestApp, testApp } from './testing'

// A small build: pages, the not-found page, a site asset and widget files above the
// compression threshold (so their answers vary on Accept-Encoding).
const dist = mkdtempSync(join(tmpdir(), 'stv-headers-'))
const put = (path: string, body: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), body)
}
const bigScript = `export const names = [${Array.from({ length: 200 }, (_, i) => `'n${i}'`).join()}]\n`
for (const page of ['home', 'app', 'app/oauth2callback', 'oauth2callback']) {
  put(`site/${page}/index.html`, `<!doctype html><title>${page}</title>`)
}
put('site/404.html', '<!doctype html><title>Not found</title>')
put('site/assets/app-abc.js', bigScript)
put('widget/0.0.9/shoppable-tv.js', bigScript)
put('widget/0.0.9/loader.js', '/*loader*/')
// The early scripts the pages inline, as the build writes them, with their hashes.
const { consent, signInCallback, storeChannel } = writeEarlyScripts(dist)

const DEMO_HOSTS = 'http://127.0.0.1:8081'
const BR = { 'Accept-Encoding': 'br' }

/** What one kind of answer must carry. */
type Kind = {
  name: string
  request: (t: TestApp) => Response | Promise<Response>
  status: number
  csp?: string
  page?: { referrer: 'no-referrer' | 'strict-origin-when-cross-origin'; frame: string }
}

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers })

const sitePage = { referrer: 'strict-origin-when-cross-origin', frame: 'SAMEORIGIN' } as const
const signInPage = { referrer: 'no-referrer', frame: 'DENY' } as const
const signInCsp = signInPageCsp(STYLE)

const KINDS: Kind[] = [
  {
    name: 'a site page',
    request: (t) => get(t, '/home', BR),
    status: 200,
    csp: sitePageCsp([consent.hash]),
    page: sitePage,
  },
  {
    name: 'the phone store, /app',
    request: (t) => get(t, '/app'),
    status: 200,
    csp: sitePageCsp([consent.hash, storeChannel.hash]),
    page: sitePage,
  },
  {
    name: 'the phone store for a QR code’s channel',
    request: (t) => get(t, '/app?channelId=kbs&src=qr'),
    status: 200,
    csp: sitePageCsp([consent.hash, storeChannel.hash]),
    page: sitePage,
  },
  {
    name: 'the app’s sign-in callback page',
    request: (t) => get(t, '/app/oauth2callback?credential=x'),
    status: 200,
    csp: sitePageCsp([signInCallback.hash, consent.hash]),
    page: { referrer: 'no-referrer', frame: 'SAMEORIGIN' },
  },
  {
    name: 'the sign-in callback page',
    request: (t) => get(t, '/oauth2callback?credential=x'),
    status: 200,
    csp: sitePageCsp([signInCallback.hash, consent.hash]),
    page: { referrer: 'no-referrer', frame: 'SAMEORIGIN' },
  },
  {
    name: 'the not-found page',
    request: (t) => get(t, '/nowhere'),
    status: 404,
    csp: sitePageCsp([consent.hash]),
    page: sitePage,
  },
  { name: 'a site asset', request: (t) => get(t, '/assets/app-abc.js', BR), status: 200 },
  {
    name: 'a widget file',
    request: (t) => get(t, '/widget/0.0.9/shoppable-tv.js', BR),
    status: 200,
  },
  { name: 'a redirect', request: (t) => get(t, '/'), status: 301 },
  {
    name: '/embed for a registered origin',
    request: (t) => get(t, `/embed?channelId=wildtv&parentOrigin=${DEMO_HOSTS}`, BR),
    status: 200,
    csp: embedCsp(DEMO_HOSTS),
    page: { referrer: 'strict-origin-when-cross-origin', frame: '' },
  },
  {
    name: '/embed refused for an unregistered origin',
    request: (t) => get(t, '/embed?channelId=wildtv&parentOrigin=https://evil.example'),
    status: 403,
    csp: signInCsp,
    page: signInPage,
  },
  {
    name: '/embed refused for bad parameters',
    request: (t) => get(t, '/embed?channelId=wildtv'),
    status: 400,
    csp: signInCsp,
    page: signInPage,
  },
  {
    name: 'an API answer',
    request: (t) => get(t, '/api/channels', { Origin: DEMO_HOSTS, ...BR }),
    status: 200,
    csp: API_CSP,
  },
  {
    name: 'an API 304',
    request: async (t) => {
      const first = await get(t, '/api/channels/wildtv', { Origin: DEMO_HOSTS })
      return get(t, '/api/channels/wildtv', {
        Origin: DEMO_HOSTS,
        'If-None-Match': first.headers.get('etag') ?? '',
      })
    },
    status: 304,
    csp: API_CSP,
  },
  {
    name: 'an API 4xx',
    request: (t) =>
      get(t, '/api/product_search/recent_products/wildtv/999', { Origin: DEMO_HOSTS }),
    status: 400,
    csp: API_CSP,
  },
  {
    name: 'an embed check refused, for any origin',
    request: (t) =>
      get(t, '/api/embed/check?channelId=wildtv&parentOrigin=https://evil.example', {
        Origin: 'https://evil.example',
      }),
    status: 403,
    csp: API_CSP,
  },
  {
    name: 'an embed snippet',
    request: (t) => get(t, '/api/embed/snippet?channelId=wildtv', { Origin: DEMO_HOSTS, ...BR }),
    status: 200,
    csp: API_CSP,
  },
  { name: 'an API 404', request: (t) => get(t, '/api/nothing/here'), status: 404, csp: API_CSP },
  {
    name: 'a CORS preflight',
    request: (t) =>
      t.app.request('/api/tracking/click', {
        method: 'OPTIONS',
        headers: {
          Origin: DEMO_HOSTS,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    status: 204,
    csp: API_CSP,
  },
  {
    name: 'an oversize API body',
    request: (t) => t.post('/tracking/click', { pad: 'x'.repeat(MAX_BODY_BYTES) }),
    status: 413,
    csp: API_CSP,
  },
  {
    name: 'a sign-in refusal page',
    request: (t) => get(t, '/api/auth_google/google?redirectUri=http://evil.example/x'),
    status: 400,
    csp: signInCsp,
    page: { referrer: 'no-referrer', frame: '' },
  },
]

/** The Vary names of an answer, lower-cased, in order. */
const varyNames = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

describe.each([
  ['http', 'http://localhost:8080', null],
  ['https', 'https://tv.example', HSTS],
])('over %s', (_scheme, publicOrigin, hsts) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ config: { publicOrigin, distDir: dist } })
  }, 60_000)
  afterAll(() => t.close())

  test.each(KINDS)('$name carries its policy', async (kind) => {
    const res = await kind.request(t)
    const header = (name: string) => res.headers.get(name)
    expect(res.status).toBe(kind.status)
    expect(header('x-content-type-options')).toBe('nosniff')
    expect(header('strict-transport-security')).toBe(hsts)
    if (kind.csp) expect(header('content-security-policy')).toBe(kind.csp)
    if (kind.page) {
      expect(header('cross-origin-opener-policy')).toBe('same-origin')
      expect(header('permissions-policy')).toBe(PERMISSIONS_POLICY)
      expect(header('referrer-policy')).toBe(kind.page.referrer)
      expect(header('x-frame-options') ?? '').toBe(kind.page.frame)
    }
    const vary = varyNames(res)
    expect(new Set(vary).size, `Vary: ${header('vary')}`).toBe(vary.length)
  })
})

describe('the policy', () => {
  test('API errors stay JSON with an error message', async () => {
    const t = await testApp({ config: { distDir: dist } })
    try {
      for (const kind of KINDS.filter((k) => k.csp === API_CSP && k.status >= 400)) {
        const res = await kind.request(t)
        expect(res.headers.get('content-type'), kind.name).toContain('application/json')
        expect(await res.json()).toEqual(errorBody(kind.status, expect.any(String)))
      }
    } finally {
      await t.close()
    }
  })

  test('site pages run no inline script but the listed ones, each by its hash', () => {
    const scriptSrc = sitePageCsp([inlineHash('init()')])
      .split('; ')
      .find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${inlineHash('init()')}`)
    expect(sitePageCsp()).toContain("script-src 'self'; ")
    // The return pages' early strip script, and only there.
    expect(sitePageCsp([signInCallback.hash])).toContain(inlineHash(signInCallback.script))
    expect(sitePageCsp()).not.toContain('unsafe-inline')
    expect(sitePageCsp()).toContain("object-src 'none'; base-uri 'none'")
  })

  test('the embed page’s one inline style is the one its policy allows', async () => {
    const t = await testApp({ config: { distDir: dist } })
    try {
      const res = await get(t, `/embed?channelId=wildtv&parentOrigin=${DEMO_HOSTS}`)
      expect(await res.text()).toContain(`<style>${EMBED_STYLE}</style>`)
      expect(res.headers.get('content-security-policy')).toContain(
        `style-src ${inlineHash(EMBED_STYLE)}`,
      )
    } finally {
      await t.close()
    }
  })

  test('WalletConnect’s origins are allowed only when a project id is configured', async () => {
    const directive = (csp: string | null, name: string) =>
      csp?.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
    const relay = 'wss://relay.walletconnect.org'
    const embed = `/embed?channelId=wildtv&parentOrigin=${DEMO_HOSTS}`
    const off = await testApp({ config: { distDir: dist } })
    const on = await testApp({
      config: { distDir: dist, walletConnectProjectId: '0123456789abcdef0123456789abcdef' },
    })
    try {
      for (const path of ['/home', embed]) {
        const plain = (await get(off, path)).headers.get('content-security-policy')
        expect(plain, path).not.toContain('walletconnect')
        const csp = (await get(on, path)).headers.get('content-security-policy')
        expect(directive(csp, 'connect-src'), path).toBe(
          `connect-src 'self' ${WALLETCONNECT_SOURCES.connect.join(' ')}`,
        )
        expect(directive(csp, 'frame-src'), path).toContain(WALLETCONNECT_SOURCES.frame[0])
        expect(csp, path).toContain(relay)
      }
      expect(embedCsp(DEMO_HOSTS)).toBe(
        (await get(off, embed)).headers.get('content-security-policy'),
      )
    } finally {
      await off.close()
      await on.close()
    }
  })

  test('a hash is the CSP source of the text’s SHA-256', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})
