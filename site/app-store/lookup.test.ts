import { expect, test, vi } from 'vitest'
import { fetchLiveChannels, lookUpChannel } from './lookup'

const wildtv = {
  id: 'wildtv',
  name: 'WildTV',
  topic: 'Outdoors',
  description: 'Hunting and fishing',
}

test('a channel the API knows is found, at its public path', async () => {
  const fetchFn = vi.fn(async () => Response.json(wildtv))
  expect(await lookUpChannel('wildtv', fetchFn)).toEqual({ status: 'found', channel: wildtv })
  expect(fetchFn).toHaveBeenCalledWith('/api/channels/wildtv', expect.anything())
})

test('a 404 means the channel does not exist', async () => {
  const fetchFn = async () =>
    Response.json({ error: { code: 'not-found', message: 'Unknown channel' } }, { status: 404 })
  expect(await lookUpChannel('old-channel', fetchFn)).toEqual({ status: 'missing' })
})

test('a server error, an odd body or no network cannot tell', async () => {
  expect(await lookUpChannel('x', async () => new Response('', { status: 503 }))).toEqual({
    status: 'unknown',
  })
  expect(await lookUpChannel('x', async () => Response.json({ id: 1 }))).toEqual({
    status: 'unknown',
  })
  const offline = async () => Promise.reject(new TypeError('Failed to fetch'))
  expect(await lookUpChannel('x', offline)).toEqual({ status: 'unknown' })
})

test('the live channel list is checked, and a failure throws', async () => {
  const fetchFn = vi.fn(async () => Response.json({ channels: [wildtv] }))
  expect(await fetchLiveChannels(fetchFn)).toEqual([wildtv])
  expect(fetchFn).toHaveBeenCalledWith('/api/channels', expect.anything())
  await expect(fetchLiveChannels(async () => Response.json({ channels: 'no' }))).rejects.toThrow()
  await expect(fetchLiveChannels(async () => new Response('', { status: 500 }))).rejects.toThrow()
})
