import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EmbedSnippetSchema } from '../../shared/api/embed'
import { type ErrorBody, errorBody } from '../../shared/api/error-codes'
import {
  addOrigin,
  createChannel,
  markOriginsVerified,
  removeOrigin,
  UNREGISTERED_DEMO_CHANNEL,
  updateChannel,
} from '../channels'
import type { Db } from '../db'
import { type TestApp, testApp } from '../testing'
import { embedRefusal } from './check'
import { SNIPPET_MAX_AGE_S } from './routes'

// No build here: the server finds no loader to hash.
const noBuild = mkdtempSync(join(tmpdir(), 'stv-embed-api-'))
const PUBLIC = 'http://localhost:8080'
const DEMO_HOSTS = 'http://127.0.0.1:8081'
const PAGE = 'http://127.0.0.1:19305'
const OLD_PAGE = 'https://old.example'

let s: TestApp
beforeAll(async () => {
  s = await testApp({ config: { distDir: noBuild } })
  await createChannel(
    s.db,
    {
      id: 'my-show',
      name: 'My Show',
      topic: 'Cooking',
      description: '',
      defaultView: 'store',
      defaultTheme: 'dark',
    },
    'owner@example.com',
  )
  await createChannel(
    s.db,
    {
      id: 'old-show',
      name: 'Old Show',
      topic: 'News',
      description: '',
      defaultView: 'full',
      defaultTheme: 'auto',
    },
    'owner@example.com',
  )
  await addOrigin(s.db, 'old-show', OLD_PAGE)
  await updateChannel(s.db, 'old-show', { archived: true }, new Date('2026-04-01T00:00:00Z'))
}, 60_000)
afterAll(() => s.close())

const check = (channelId: string, parentOrigin: string, origin = parentOrigin) =>
  s.get(`/embed/check?${new URLSearchParams({ channelId, parentOrigin })}`, { Origin: origin })

describe('GET /embed/check', () => {
  test('a live channel on a registered origin: 200 { ok: true }, never stored', async () => {
    const res = await check('wildtv', DEMO_HOSTS)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('cache-control')).toBe('no-store')
    // Readable by any page, with no credentials, even where the API's CORS names the origin.
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('an unregistered origin: 403 that says what to do, readable by that very page', async () => {
    const res = await check('my-show', PAGE)
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: `Shoppable TV: ${PAGE} is not registered for the channel "my-show", so the live store will not load on this page. The channel's owner can add this origin in the Studio: ${PUBLIC}/studio/channels/my-show`,
      },
    })
  })

  test('the demo channel the seed keeps unregistered refuses the demo-hosts origin', async () => {
    expect((await check(UNREGISTERED_DEMO_CHANNEL, DEMO_HOSTS)).status).toBe(403)
  })

  test('a registered origin not verified yet: 403 that says to verify it in the Studio', async () => {
    await addOrigin(s.db, 'my-show', PAGE)
    try {
      const res = await check('my-show', PAGE)
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(await res.json()).toEqual({
        error: {
          code: 'forbidden',
          message: `Shoppable TV: ${PAGE} is registered for the channel "my-show" but not verified yet, so the live store will not load on this page. The channel's owner can verify it in the Studio (a file or a meta tag on this origin shows they control it): ${PUBLIC}/studio/channels/my-show`,
        },
      })
    } finally {
      await removeOrigin(s.db, 'my-show', PAGE)
    }
  })

  test('verifying and unregistering an origin take effect at once', async () => {
    await addOrigin(s.db, 'my-show', PAGE)
    await markOriginsVerified(s.db, [{ channelId: 'my-show', origin: PAGE }], 'operator', s.now())
    expect((await check('my-show', PAGE)).status).toBe(200)
    await removeOrigin(s.db, 'my-show', PAGE)
    expect((await check('my-show', PAGE)).status).toBe(403)
  })

  test('an unknown channel: 404 naming it, with where channels are made', async () => {
    const res = await check('no-such-show', PAGE)
    expect(res.status).toBe(404)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toEqual({
      error: {
        code: 'not-found',
        message: `Shoppable TV: there is no channel "no-such-show", so the live store will not load on this page. Check the channel-id attribute of <shoppable-tv>; channels are created in the Studio: ${PUBLIC}/studio`,
      },
    })
  })

  test('an archived channel: 404 saying so, even on an origin it had registered', async () => {
    const res = await check('old-show', OLD_PAGE)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: {
        code: 'not-found',
        message: `Shoppable TV: the channel "old-show" is archived, so the live store will not load on this page. Its owner can restore it in the Studio: ${PUBLIC}/studio/channels/old-show`,
      },
    })
  })

  test.each([
    ['', 'channelId is required'],
    [`channelId=wildtv`, 'parentOrigin is required'],
    [`channelId=My_Show&parentOrigin=${PAGE}`, '"My_Show" is not a channel id'],
    ['channelId=wildtv&parentOrigin=null', 'the page\'s origin "null" is not an http(s) origin'],
    [`channelId=wildtv&parentOrigin=${PAGE}/page`, 'is not an http(s) origin'],
    [`channelId=wildtv&channelId=kbs&parentOrigin=${PAGE}`, 'channelId is given more than once'],
  ])('?%s is a 400: %s', async (query, words) => {
    const res = await s.get(`/embed/check?${query}`, { Origin: PAGE })
    expect(res.status).toBe(400)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('invalid-request')
    expect(body.error.message).toMatch(/^Shoppable TV: /)
    expect(body.error.message).toContain(words)
  })

  test('the API beyond these and the public reads keeps to registered origins', async () => {
    const res = await s.get('/wallet/config', { Origin: 'https://elsewhere.example' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('asks the database at most twice', async () => {
    let selects = 0
    const counting = new Proxy(s.db, {
      get(target, name, receiver) {
        if (name === 'select') selects++
        return Reflect.get(target, name, receiver)
      },
    }) as Db
    expect(await embedRefusal(counting, 'wildtv', DEMO_HOSTS)).toBeNull()
    expect(selects).toBe(2)
    selects = 0
    expect(await embedRefusal(counting, 'no-such-show', DEMO_HOSTS)).toBe('unknown-channel')
    expect(selects).toBe(1)
  })
})

describe('GET /embed/snippet', () => {
  test('the snippet from the public origin, with the channel’s default view and theme', async () => {
    const res = await s.get('/embed/snippet?channelId=my-show', { Origin: PAGE })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${SNIPPET_MAX_AGE_S}`)
    const body: unknown = await res.json()
    expect(v.is(EmbedSnippetSchema, body)).toBe(true)
    expect(body).toMatchObject({
      loaderUrl: `${PUBLIC}/widget/0.0.9/loader.js`,
      integrity: null,
      csp: `script-src ${PUBLIC};\nconnect-src ${PUBLIC};\nframe-src ${PUBLIC};`,
    })
    const { html } = v.parse(EmbedSnippetSchema, body)
    expect(html).toContain(`<script src="${PUBLIC}/widget/0.0.9/loader.js" async></script>`)
    expect(html).toContain('No integrity hash')
    expect(html).toContain(
      '<shoppable-tv channel-id="my-show" view="store" theme="dark" style="display:block;height:var(--shoppable-tv-height,640px)"></shoppable-tv>',
    )
  })

  test('a view and theme given win over the defaults', async () => {
    const res = await s.get('/embed/snippet?channelId=my-show&view=account&theme=light')
    const { html } = v.parse(EmbedSnippetSchema, await res.json())
    expect(html).toContain('channel-id="my-show" view="account" theme="light"')
  })

  test('a client holding the ETag gets 304', async () => {
    const first = await s.get('/embed/snippet?channelId=wildtv')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await s.get('/embed/snippet?channelId=wildtv', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
  })

  test.each([
    ['channelId=no-such-show', 404],
    ['channelId=old-show', 404],
    ['', 400],
    ['channelId=My_Show', 400],
    ['channelId=wildtv&view=huge', 400],
    ['channelId=wildtv&theme=pink', 400],
    ['channelId=wildtv&view=store&view=full', 400],
  ])('?%s is a %i, never stored', async (query, status) => {
    const res = await s.get(`/embed/snippet?${query}`, { Origin: PAGE })
    expect(res.status).toBe(status)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
  })

  test('with a built loader, the snippet carries its SHA-384', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stv-embed-api-'))
    mkdirSync(join(dist, 'widget', '0.0.9'), { recursive: true })
    writeFileSync(join(dist, 'widget', '0.0.9', 'loader.js'), 'console.log(1)\n')
    const built = await testApp({ config: { distDir: dist } })
    try {
      const res = await built.get('/embed/snippet?channelId=wildtv')
      const snippet = v.parse(EmbedSnippetSchema, await res.json())
      // openssl dgst -sha384 -binary | base64, of the file above
      expect(snippet.integrity).toBe(
        'sha384-M203vLCvZdI2DAFEpVs3YNPxNFNtwrWrHY9XrXkEzOjLmndNNAWAdMk0uRYc2i2r',
      )
      expect(snippet.html).toContain(`integrity="${snippet.integrity}" crossorigin="anonymous"`)
      expect(snippet.html).not.toContain('No integrity hash')
    } finally {
      await built.close()
    }
  }, 60_000)
})
