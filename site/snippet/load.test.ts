import { expect, test, vi } from 'vitest'
import { embedSnippet } from '../../shared/embed-snippet'
import { fakeEnv } from '../env/testing'
import { loadSnippet, snippetUrl } from './load'

const served = embedSnippet({
  origin: 'https://tv.example',
  version: '0.0.9',
  integrity: null,
  channelId: 'kbs',
})

test('asks this server for the channel, with a view and theme only when chosen', () => {
  expect(snippetUrl({ channelId: 'kbs' })).toBe('/api/embed/snippet?channelId=kbs')
  expect(snippetUrl({ channelId: 'kbs', view: 'store', theme: 'light' })).toBe(
    '/api/embed/snippet?channelId=kbs&view=store&theme=light',
  )
})

test('answers the server’s snippet as it is', async () => {
  const fetch = vi.fn(async () => Response.json(served))
  expect(await loadSnippet(fakeEnv({ fetch }), { channelId: 'kbs' })).toEqual(served)
})

test('a refusal says what the server said; anything else says what was wrong', async () => {
  const refused = fakeEnv({
    fetch: async () =>
      Response.json(
        { error: { code: 'not-found', message: 'Unknown channel: nope' } },
        { status: 404 },
      ),
  })
  await expect(loadSnippet(refused, { channelId: 'nope' })).rejects.toThrow('Unknown channel: nope')
  const broken = fakeEnv({ fetch: async () => new Response('<html>', { status: 502 }) })
  await expect(loadSnippet(broken, { channelId: 'kbs' })).rejects.toThrow('the server answered 502')
  const odd = fakeEnv({ fetch: async () => Response.json({ html: 1 }) })
  await expect(loadSnippet(odd, { channelId: 'kbs' })).rejects.toThrow('not a snippet')
  const offline = fakeEnv({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
  await expect(loadSnippet(offline, { channelId: 'kbs' })).rejects.toThrow('Failed to fetch')
})
