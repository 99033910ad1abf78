import { afterEach, describe, expect, test, vi } from 'vitest'
import { fakeEnv } from '../env/testing'
import { RouteDataError } from '../errors/classify'
import { loadRevealProducts, PAGE_DATA_TIMEOUT_MS } from './load-products'

const item = {
  id: 1,
  title: 'Shimano reel',
  link: 'https://a.example/1',
  image: 'https://a.example/1.png',
}

afterEach(() => vi.useRealTimers())

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  return error instanceof RouteDataError ? error.kind : String(error)
}

describe('loading the products to reveal', () => {
  test('asks the live feed of the channel and returns its items', async () => {
    const fetch = vi.fn(async () => Response.json([item]))
    const products = await loadRevealProducts(fakeEnv({ fetch }), 'wildtv', 8)
    expect(products).toEqual([item])
    expect(fetch).toHaveBeenCalledWith(
      '/api/product_search/recent_products/wildtv/8',
      expect.anything(),
    )
  })

  test('a request that never reaches the server is a network error', async () => {
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await kindOf(loadRevealProducts(fakeEnv({ fetch }), 'wildtv', 8))).toBe('network')
  })

  test('a server that does not answer in time is a timeout', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    )
    const pending = kindOf(loadRevealProducts(fakeEnv({ fetch }), 'wildtv', 8))
    await vi.advanceTimersByTimeAsync(PAGE_DATA_TIMEOUT_MS)
    expect(await pending).toBe('timeout')
  })

  test('a failing server is something that went wrong, with its status', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }),
    )
    const error = await loadRevealProducts(fakeEnv({ fetch }), 'wildtv', 8).catch((e) => e)
    expect(error).toBeInstanceOf(RouteDataError)
    expect(error).toMatchObject({ kind: 'other', message: 'boom (status 500)' })
  })
})
