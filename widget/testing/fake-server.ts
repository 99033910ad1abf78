import type { FetchLike } from '../../shared/api/client'
import { errorBody } from '../../shared/api/error-codes'
import type {
  LinkedWallets,
  PointsStatus,
  Product,
  UserDetails,
  VotedItem,
  WalletNonce,
} from '../../shared/api/types'

/** A recorded request; `token` is the bearer token it carried, if any. */
export type FakeCall = {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
  token: string | null
}

/** An answer the fake gives: a status and a JSON body. */
export type Answer = { status: number; body?: unknown }

/** The viewer's rewards as the fake API keeps them (one viewer: every signed-in token). */
export type FakeRewards = {
  /** GET /points/get answers this; a check-in pays 100 and sets can_checkin false. */
  points: PointsStatus
  nonce: WalletNonce
  linked: LinkedWallets
  /** The viewer's votes, newest first (the fake files Viator tickets under viator). */
  votes: VotedItem[]
}

/** The rewards of a viewer with no wallet, no check-in and no votes, at 2026-05-01 12:00 UTC. */
export function freshRewards(): FakeRewards {
  return {
    points: {
      points: 0,
      total: 0,
      days: 0,
      value: 100,
      last_checkin_time: null,
      can_checkin: true,
      server_time: '2026-05-01T12:00:00.000Z',
      next_checkin_time: '2026-05-02T00:00:00.000Z',
      wallet_linked: false,
    },
    nonce: {
      nonceId: '7b0e7a52-3c55-4a3e-9f0b-2f6c1f1f6a11',
      nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      domain: 'stv.example',
      statement: 'Link this wallet to your Shoppable TV account to earn points.',
      uri: 'https://stv.example',
      chainId: 137,
      issuedAt: '2026-05-01T12:00:00.000Z',
      expiresAt: '2026-05-01T12:10:00.000Z',
      resources: ['https://stv.example/api/wallet/link'],
    },
    linked: { wallets: [], walletAddresses: [], walletAddress: null, blockReason: null },
    votes: [],
  }
}

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
  rewards: FakeRewards
  /** What the public `GET /wallet/config` answers (null: WalletConnect not offered). */
  walletConnectProjectId: string | null
  /** Answers for one route ('POST /points/checkin'), used up in order before routing resumes. */
  script: Map<string, Answer[]>
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
    rewards: freshRewards(),
    walletConnectProjectId: null,
    script: new Map(),
    async fetch(url, request) {
      const parsed = new URL(url)
      const path = parsed.pathname.replace(/^\/api/, '')
      const method = request.method ?? 'GET'
      const body: unknown = typeof request.body === 'string' ? JSON.parse(request.body) : undefined
      const bearer = /^Bearer (\S+)$/.exec(new Headers(request.headers).get('authorization') ?? '')
      const token = bearer?.[1] ?? null
      server.calls.push({ method, path, search: parsed.searchParams, body, token })
      const failure = server.failNext.shift()
      const scripted = server.script.get(`${method} ${path}`)?.shift()
      const answer: Answer =
        failure !== undefined
          ? { status: failure, body: errorBody(failure, 'scripted failure') }
          : (scripted ?? route(method, path, token, body))
      const text = answer.body === undefined ? null : JSON.stringify(answer.body)
      return new Response(text, { status: answer.status })
    },
    callsTo(prefix) {
      return server.calls.filter((call) => call.path.startsWith(prefix))
    },
  }

  function route(method: string, path: string, token: string | null, body: unknown): Answer {
    if (path.startsWith('/auth_google/')) return auth(method, path, token)
    if (method === 'GET' && path === '/wallet/config') {
      return { status: 200, body: { walletConnectProjectId: server.walletConnectProjectId } }
    }
    if (/^\/(wallet|points|tracking\/vote)/.test(path)) {
      if (token === null || !server.sessions.has(token)) {
        return { status: 401, body: { error: { code: 'unauthorized', message: 'Not signed in' } } }
      }
      return rewards(method, path, body)
    }
    const recent = /^\/product_search\/recent_products\/([^/]+)\/(\d+)$/.exec(path)
    if (method === 'GET' && recent) {
      if (!server.channels.has(decodeURIComponent(recent[1] ?? ''))) {
        return { status: 404, body: { error: { code: 'not-found', message: 'Unknown channel' } } }
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
    return { status: 404, body: { error: { code: 'not-found', message: 'Not found' } } }
  }

  function rewards(method: string, path: string, body: unknown): Answer {
    const mine = server.rewards
    const call = `${method} ${path}`
    if (call === 'GET /points/get') return { status: 200, body: mine.points }
    if (call === 'POST /points/checkin') {
      if (!mine.points.wallet_linked) {
        return {
          status: 403,
          body: {
            error: { code: 'wallet-required', message: 'No wallet is linked to your account.' },
          },
        }
      }
      if (!mine.points.can_checkin)
        return {
          status: 409,
          body: { error: { code: 'already-checked-in', message: 'Already checked in' } },
        }
      const total = mine.points.total + mine.points.value
      const days = mine.points.days + 1
      mine.points = { ...mine.points, points: total, total, days, can_checkin: false }
      return { status: 200, body: mine.points }
    }
    if (call === 'POST /wallet/nonce') return { status: 200, body: mine.nonce }
    if (call === 'GET /wallet/get_linked') return { status: 200, body: mine.linked }
    if (call === 'POST /wallet/link') {
      const address = String((body as { walletAddress: string }).walletAddress).toLowerCase()
      mine.linked = {
        wallets: [{ address, blacklisted: false }],
        walletAddresses: [address],
        walletAddress: address,
        blockReason: null,
      }
      mine.points = { ...mine.points, wallet_linked: true }
      return { status: 200, body: mine.linked }
    }
    const vote = /^POST \/tracking\/vote\/(up|down)$/.exec(call)
    if (vote) {
      const { itemId } = body as { itemId: number }
      const item = [...server.live, ...server.liked].find((entry) => Number(entry.id) === itemId)
      if (!item)
        return {
          status: 404,
          body: { error: { code: 'not-found', message: `Unknown item: ${itemId}` } },
        }
      const voted: VotedItem = {
        item_id: itemId,
        vote_type: vote[1] === 'up' ? 1 : -1,
        item_type_id: item.type === 'deal' ? 3 : item.type === 'ticket' ? 2 : 1,
        product: item,
      }
      mine.votes = [voted, ...mine.votes.filter((entry) => entry.item_id !== itemId)]
      return { status: 200, body: voted }
    }
    const list = /^GET \/tracking\/votes\/(products|viator)$/.exec(call)
    if (list) {
      const viator = (entry: VotedItem) => entry.item_type_id === 4
      const wanted = mine.votes.filter((entry) => viator(entry) === (list[1] === 'viator'))
      return { status: 200, body: wanted }
    }
    return { status: 404, body: { error: { code: 'not-found', message: 'Not found' } } }
  }

  function auth(method: string, path: string, token: string | null): Answer {
    const user = token === null ? undefined : server.sessions.get(token)
    if (!user)
      return { status: 401, body: { error: { code: 'unauthorized', message: 'Not signed in' } } }
    if (method === 'GET' && path === '/auth_google/details') return { status: 200, body: user }
    if (method === 'POST' && path === '/auth_google/logout') {
      server.sessions.delete(token ?? '')
      return { status: 200, body: { ok: true } }
    }
    return { status: 404, body: { error: { code: 'not-found', message: 'Not found' } } }
  }

  return server
}
