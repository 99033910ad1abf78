import type { FetchLike } from '../../shared/api/client'
import type { Product, UserDetails } from '../../shared/api/types'

/** A recorded request; `token` is the bearer token it carried, if any. */
export type FakeCall = {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
  token: string | null
}

type Answer = { status: number; body?: unknown }

/** A product numbered `n`: a larger n is a newer match. */
export function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: n,
    title: `Item ${n}`,
    link: `https://shop.example/p/${n}`,
    image: `https://api.example/api/media/products/${n}.svg`,
    price: `$${n}.00`,
    category: 'Outdoor',
    type: 'product',
    time: new Date(Date.UTC(2026, 4, 1, 10, 0, n)).toISOString(),
    vendor: 'Northwind',
    match: 'exact',
    ...overrides,
  }
}

/** Products numbered from..to, newest (largest) first, as recent_products answers. */
export function newestFirst(from: number, to: number): Product[] {
  const items: Product[] = []
  for (let n = to; n >= from; n--) items.push(product(n))
  return items
}

/** The fake API's state and its recorded calls. */
export type FakeServer = {
  base: string
  live: Product[]
  liked: Product[]
  clicked: Product[]
  channels: Set<string>
  /** Live sessions: token → the user's details. Sign-out deletes the entry. */
  sessions: Map<string, UserDetails>
  calls: FakeCall[]
  /** Statuses to answer the next calls with, before routing resumes. */
  failNext: number[]
  fetch: FetchLike
  /** Calls whose path starts with `prefix`. */
  callsTo(prefix: string): FakeCall[]
}

/**
 * An in-memory stand-in for the API of spec §7 at `https://api.example/api`: recent
 * products come from `live` (newest first, sliced to the asked count), rankings and
 * click posts answer from their fields, `/auth_google/details` and `/logout` answer from
 * `sessions` by bearer token, every call is recorded.
 */
export function fakeServer(
  init: { live?: Product[]; liked?: Product[]; clicked?: Product[] } = {},
): FakeServer {
  const server: FakeServer = {
    base: 'https://api.example/api',
    live: init.live ?? [],
    liked: init.liked ?? [],
    clicked: init.clicked ?? [],
    channels: new Set(['wildtv', 'kbs']),
    sessions: new Map(),
    calls: [],
    failNext: [],
    async fetch(url, request) {
      const parsed = new URL(url)
      const path = parsed.pathname.replace(/^\/api/, '')
      const method = request.method ?? 'GET'
      const body: unknown = typeof request.body === 'string' ? JSON.parse(request.body) : undefined
      const bearer = /^Bearer (\S+)$/.exec(new Headers(request.headers).get('authorization') ?? '')
      const token = bearer?.[1] ?? null
      server.calls.push({ method, path, search: parsed.searchParams, body, token })
      const failure = server.failNext.shift()
      const answer: Answer =
        failure === undefined
          ? route(method, path, token)
          : { status: failure, body: { error: 'scripted failure' } }
      const text = answer.body === undefined ? null : JSON.stringify(answer.body)
      return new Response(text, { status: answer.status })
    },
    callsTo(prefix) {
      return server.calls.filter((call) => call.path.startsWith(prefix))
    },
  }

  function route(method: string, path: string, token: string | null): Answer {
    if (path.startsWith('/auth_google/')) return auth(method, path, token)
    const recent = /^\/product_search\/recent_products\/([^/]+)\/(\d+)$/.exec(path)
    if (method === 'GET' && recent) {
      if (!server.channels.has(decodeURIComponent(recent[1] ?? ''))) {
        return { status: 404, body: { error: 'Unknown channel' } }
      }
      return { status: 200, body: server.live.slice(0, Number(recent[2])) }
    }
    if (method === 'GET' && path === '/tracking/products/most-liked') {
      return { status: 200, body: server.liked }
    }
    if (method === 'GET' && path === '/tracking/products/most-clicked') {
      return { status: 200, body: server.clicked }
    }
    if (method === 'POST' && path === '/tracking/click') return { status: 201, body: { ok: true } }
    return { status: 404, body: { error: 'Not found' } }
  }

  function auth(method: string, path: string, token: string | null): Answer {
    const user = token === null ? undefined : server.sessions.get(token)
    if (!user) return { status: 401, body: { error: 'Not signed in' } }
    if (method === 'GET' && path === '/auth_google/details') return { status: 200, body: user }
    if (method === 'POST' && path === '/auth_google/logout') {
      server.sessions.delete(token ?? '')
      return { status: 200, body: { ok: true } }
    }
    return { status: 404, body: { error: 'Not found' } }
  }

  return server
}
