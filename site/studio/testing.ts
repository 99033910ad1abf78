import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { type FakeSiteEnv, fakeEnv } from '../env/testing'
import type { StudioEnv } from './env'

/** One request the Studio made: method, path under the API base (with its query), headers, body. */
export type FakeCall = {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

/** What the fake server answers: a status and JSON body, or no answer at all. */
export type FakeAnswer = { status: number; body?: unknown } | 'network'

export type FakeStudioEnv = StudioEnv &
  Pick<FakeSiteEnv, 'stored' | 'changeElsewhere'> & {
    /** Every request, in order. */
    calls: FakeCall[]
    /** Every URL the Studio left the page for. */
    navigated: string[]
    /** Replaces the server's answers. */
    answer(next: (call: FakeCall) => FakeAnswer): void
  }

export const FAKE_ORIGIN = 'https://tv.example'
const API = `${FAKE_ORIGIN}/api`

/**
 * A StudioEnv for unit tests: storage in memory (with `token` stored as the session unless
 * null), and fetch answered by `answer`, which sees each request as a FakeCall.
 */
export function fakeStudioEnv(
  answer: (call: FakeCall) => FakeAnswer,
  { token = 'token-ana' as string | null, path = '/studio' } = {},
): FakeStudioEnv {
  let respond = answer
  const calls: FakeCall[] = []
  const navigated: string[] = []
  const site = fakeEnv({
    async fetch(url, init) {
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      )
      const call: FakeCall = {
        method: init.method ?? 'GET',
        path: url.startsWith(API) ? url.slice(API.length) : url,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      calls.push(call)
      const reply = respond(call)
      if (reply === 'network') throw new TypeError('Failed to fetch')
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  if (token !== null) site.stored.set(AUTH_TOKEN_KEY, token)
  return {
    storage: site.storage,
    fetch: site.fetch,
    setTimeout: site.setTimeout,
    clearTimeout: site.clearTimeout,
    watchStorage: site.watchStorage,
    stored: site.stored,
    changeElsewhere: site.changeElsewhere,
    origin: FAKE_ORIGIN,
    currentPath: () => path,
    navigate: (url) => void navigated.push(url),
    calls,
    navigated,
    answer: (next) => {
      respond = next
    },
  }
}

/** Ana, the signed-in broadcaster of the tests. */
export const ANA = { name: 'Ana Lima', email: 'ana@example.com' }

/** A channel as the Studio API describes it, with `change` applied. */
export function studioChannel(change: Record<string, unknown> = {}) {
  return {
    id: 'ana-tv',
    name: 'Ana TV',
    topic: 'Cooking',
    description: '',
    defaultView: 'full',
    defaultTheme: 'auto',
    approval: 'auto',
    archived: false,
    role: 'owner',
    origins: [],
    keyIssued: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...change,
  }
}
