import { INSIGHT_METRICS, type InsightRange, RANGE_BUCKET } from '../../shared/api/insights'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { type FakeSiteEnv, fakeEnv } from '../env/testing'
import type { StudioEnv } from './env'

/**
 * One request the Studio made: method, path under the API base (with its query), headers, body
 * (parsed JSON, or the Blob an upload sent).
 */
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
    /** Every file the Studio offered as a download. */
    saved: { name: string; file: Blob }[]
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
  const saved: { name: string; file: Blob }[] = []
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
        // JSON parsed; anything else (a file being uploaded) as it was given.
        body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
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
    saveFile: (name, file) => void saved.push({ name, file }),
    calls,
    navigated,
    saved,
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
    conversionSecretSet: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...change,
  }
}

/** A registered origin as the Studio API lists it: by default unverified, never checked. */
export function originEntry(origin: string, change: Record<string, unknown> = {}) {
  return {
    origin,
    token: `stv-${'5'.repeat(32)}`,
    state: 'unverified',
    lastCheck: null,
    ...change,
  }
}

/** A schedule as the Studio API describes it: two cues of a file Ana uploaded. */
export function studioSchedule(change: Record<string, unknown> = {}) {
  return {
    fileName: 'evening.vtt',
    uploadedAt: '2026-05-01T10:00:00.000Z',
    uploadedBy: 'ana@example.com',
    startsAt: '2026-05-01T10:00:00.000Z',
    cues: [
      { startMs: 0, endMs: 4000, text: 'Tonight: the Stand Mixer Pro' },
      { startMs: 4000, endMs: 9000, text: 'And a copper pan' },
    ],
    ...change,
  }
}

/** A match as the Studio's review lists it, with `change` applied. */
export function reviewedMatch(change: Record<string, unknown> = {}) {
  return {
    id: 7,
    productId: 42,
    title: 'Stand Mixer Pro',
    vendor: 'KitchenCo',
    type: 'Mixer',
    kind: 'exact',
    score: 1,
    status: 'live',
    reason: { kind: 'exact', entity: 'Stand Mixer Pro' },
    matchedAt: '2026-05-01T10:00:01.000Z',
    ...change,
  }
}

/** How many buckets each range has, and how long one is. */
const INSIGHT_BUCKETS: Record<InsightRange, { count: number; ms: number }> = {
  '24h': { count: 24, ms: 3_600_000 },
  '7d': { count: 168, ms: 3_600_000 },
  '30d': { count: 30, ms: 86_400_000 },
}

/**
 * What GET …/insights answers for `range`: every bucket up to 2026-05-02T10:00Z with counts
 * that repeat every four buckets, scaled by the range (so each range has its own totals), and
 * two top products. `quiet` makes every count zero, as for a channel nobody watched yet.
 */
export function studioInsights(range: InsightRange = '24h', { quiet = false } = {}) {
  const { count, ms } = INSIGHT_BUCKETS[range]
  const scale = quiet ? 0 : { '24h': 1, '7d': 2, '30d': 5 }[range]
  const to = Date.parse('2026-05-02T10:00:00.000Z')
  const series = Array.from({ length: count }, (_, i) => {
    const k = i % 4
    return {
      at: new Date(to - (count - i) * ms).toISOString(),
      loads: 3 * k * scale,
      impressions: 10 * k * scale,
      clicks: k === 3 ? scale : 0,
      votes: k === 2 ? scale : 0,
      qrVisits: k === 1 ? scale : 0,
      signIns: k === 3 ? scale : 0,
      checkIns: k === 2 ? scale : 0,
    }
  })
  const totals = Object.fromEntries(
    INSIGHT_METRICS.map((metric) => [metric, series.reduce((sum, p) => sum + p[metric], 0)]),
  )
  const topProducts = quiet
    ? []
    : [
        { productId: 42, title: 'Stand Mixer Pro', impressions: 40 * scale, clicks: 3 * scale },
        { productId: 43, title: 'Copper pan, "large"', impressions: 25 * scale, clicks: 0 },
      ]
  return {
    range,
    bucket: RANGE_BUCKET[range],
    from: new Date(to - count * ms).toISOString(),
    to: new Date(to).toISOString(),
    totals,
    series,
    topProducts,
  }
}

/** An import as GET …/imports/{id} answers it: by default a finished upload of 2,000 rows, 5 rejected. */
export function importJob(change: Record<string, unknown> = {}) {
  return {
    id: 31,
    feedId: 5,
    status: 'done',
    trigger: 'upload',
    fileName: 'products.tsv',
    format: 'tsv',
    bytesRead: 1_200_000,
    bytesTotal: 1_200_000,
    read: 2000,
    imported: 1995,
    rejected: 5,
    removed: 3,
    pictureFailures: 0,
    error: null,
    startedAt: '2026-05-01T10:00:00.000Z',
    finishedAt: '2026-05-01T10:02:00.000Z',
    ...change,
  }
}

/** A feed as GET …/feeds lists it: by default Ana's uploaded file with its last import. */
export function studioFeed(change: Record<string, unknown> = {}) {
  return {
    id: 5,
    name: 'Spring catalog',
    source: 'file',
    url: null,
    schedule: 'off',
    nextRunAt: null,
    trackingTemplate: null,
    liveItems: 1992,
    lastImport: importJob(),
    createdBy: 'ana@example.com',
    createdAt: '2026-05-01T09:58:00.000Z',
    ...change,
  }
}

/** Rejected lines of an import's report, rows `from`… in file order (a missing price each). */
export function rejectLines(count: number, from = 2) {
  return Array.from({ length: count }, (_, i) => ({
    row: from + i,
    itemId: `SKU-${from + i}`,
    attribute: 'price',
    reason: 'missing',
    detail: 'no price given',
  }))
}
