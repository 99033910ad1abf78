import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { PICTURE_SAMPLE } from '../shared/api/feeds'
import { DEFAULT_API_PATH } from '../shared/api/paths'
import { embeddingsEndpoint, ownRouteProblem } from './embeddings/hosted'

/** Google's OpenID Connect issuer. */
export const GOOGLE_ISSUER = 'https://accounts.google.com'

/**
 * Who signs viewers in: Google when a client id and secret are configured, otherwise the
 * built-in development identity provider (its client secret is in the database, made by the
 * first instance: server/auth/dev-idp-store.ts).
 */
export type SignInConfig =
  | { provider: 'google'; issuer: typeof GOOGLE_ISSUER; clientId: string; clientSecret: string }
  | { provider: 'development'; clientId: string }

/** The client id the server uses with its own development identity provider. */
export const DEV_CLIENT_ID = 'shoppable-tv-development'

/** Everything the server reads from its environment, parsed once at start. */
export type Config = {
  port: number
  demoHostsPort: number
  host: string
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir: string
  /** postgres://… to use PostgreSQL instead of PGlite. */
  databaseUrl: string | null
  /** WORKERS: server processes `npm start` runs on one port (more than 1 needs DATABASE_URL). */
  workers: number
  /** The origin viewers reach the site, widget and API on. */
  publicOrigin: string
  /** Origin of the demo broadcaster pages (a second site). */
  demoHostsOrigin: string
  apiPath: string
  /** Where the built front end lives. */
  distDir: string
  /** Folder of the demo broadcaster pages. */
  demoHostsDir: string
  /** How often the program clock looks for newly started segments, in ms. */
  clockTickMs: number
  /**
   * STREAM_SCREEN_EVERY_S: seconds of a followed stream between two frames whose on-screen text
   * is read (server/on-air); 0 reads none. About 5 % of a core per channel at 5 (ffmpeg and OCR).
   */
  streamScreenEveryS: number
  /**
   * DEMO_ON_AIR: how the demo channels' programs reach their live feeds: `stream` (default),
   * followed from their own demo streams like any broadcaster's (server/on-air); `clock`,
   * matched straight from the program clock (tests that need matches at known times).
   */
  demoOnAir: DemoOnAir
  /** The OpenID Connect provider viewers sign in with. */
  signIn: SignInConfig
  /** E-mail addresses (lower case) that own the demo channels in the Studio. */
  studioOperators: readonly string[]
  /** The WalletConnect (Reown) project id; null: the widget does not offer WalletConnect. */
  walletConnectProjectId: string | null
  /** Product feed imports (server/feeds/README.md). */
  feeds: FeedSettings
  /**
   * ORIGIN_VERIFY_ALLOW_PRIVATE=1: the Studio's Verify may fetch origins on loopback and private
   * addresses (development and tests only: the origins there are this machine's own).
   */
  originVerifyAllowPrivate: boolean
  /** Matching by meaning's models (server/embeddings/README.md). */
  embeddings: EmbeddingsSettings
  /** The feed pictures' proxy: its cache folder and bounds (server/media/README.md). */
  media: MediaSettings
  /** TRUST_PROXY=1: a client is the last X-Forwarded-For address, not the socket's peer. */
  trustProxy: boolean
  /** Most anonymous writes per client and window (server/rate-limit/README.md). */
  rateLimits: RateLimits
}

/** The anonymous writes limited per client (server/rate-limit/README.md). */
export type RateLimitBucket =
  | 'click'
  | 'clickOut'
  | 'signIn'
  | 'beacon'
  | 'handoffRedeem'
  | 'originVerify'

/** How many requests of each bucket one client may make in one window of `windowS` seconds. */
export type RateLimits = { windowS: number } & Record<RateLimitBucket, number>

/**
 * Not in the spec: per client and minute. Far above a viewer's own pace (a click a second,
 * a beacon every few seconds, a sign-in now and then), so a whole office or a school behind
 * one address, and the browser suite (every test from 127.0.0.1), stay under them.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowS: 60,
  click: 600,
  clickOut: 600,
  signIn: 120,
  beacon: 600,
  handoffRedeem: 120,
  // Each Verify fetches from the origin an owner typed: enough presses for someone fixing their
  // file, too few to make the server knock on other sites for them (counted per account).
  originVerify: 12,
}

/** An OpenAI-compatible embeddings endpoint the operator configured (OpenAI, Ollama, TEI, vLLM). */
export type HostedSettings = {
  /** EMBEDDINGS_URL: the full `…/v1/embeddings` endpoint (`embeddingsEndpoint` made it). */
  endpoint: string
  /** EMBEDDINGS_KEY: sent as a bearer token; null sends no Authorization header. */
  key: string | null
  /** EMBEDDINGS_MODEL: the request's `model`; it names the vector space too. */
  model: string
  /** EMBEDDINGS_DIMENSIONS: the length of the model's vectors; answers of another are refused. */
  dimensions: number
  /** EMBEDDINGS_TIMEOUT_MS: the longest a query (one text) waits for its answer. */
  timeoutMs: number
  /** EMBEDDINGS_BATCH: texts per request (fewer while the server says that is too many). */
  batchTexts: number
}

/** Which models embed: the local one always; a hosted one before it when EMBEDDINGS_URL is set. */
export type EmbeddingsSettings = { hosted: HostedSettings | null }

/** Not in the spec: the hosted model unless EMBEDDINGS_MODEL says (OpenAI's small, 1536 numbers). */
export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small'
/** Not in the spec: text-embedding-3-small's dimensions, unless EMBEDDINGS_DIMENSIONS says. */
export const DEFAULT_EMBEDDINGS_DIMENSIONS = 1536
/** Not in the spec: a caption's query waits this long for a hosted answer before the local model. */
export const DEFAULT_EMBEDDINGS_TIMEOUT_MS = 2_000
/** Not in the spec: texts per request, text-embeddings-inference's own limit unless started with more. */
export const DEFAULT_EMBEDDINGS_BATCH = 32

/** How feeds are taken in: size and time limits, which addresses URL feeds may reach, pace. */
export type FeedSettings = {
  /** FEED_MAX_BYTES: the largest feed file or download, in bytes. */
  maxBytes: number
  /** FEED_FETCH_TIMEOUT_S: the longest a feed URL's download may take. */
  fetchTimeoutMs: number
  /** FEED_FETCH_ALLOW_PRIVATE=1: URL feeds may reach loopback and private networks (off by default). */
  allowPrivateAddresses: boolean
  /** FEED_IMPORT_ROWS_PER_SECOND: most rows an import writes a second (0: as fast as it can). */
  rowsPerSecond: number
  /** FEED_IMPORTS_AT_ONCE: most imports the whole service (every process on the database) runs at once. */
  importsAtOnce: number
  /** FEED_PICTURE_SAMPLE: the first items of an import whose pictures are checked (0: none). */
  pictureSample: number
}

/**
 * Not in the spec: the defaults of FeedSettings (Merchant Center itself takes files up to 4 GB;
 * four imports at once, each in slices, keep a small server's requests answered).
 */
export const DEFAULT_FEED_SETTINGS: FeedSettings = {
  maxBytes: 2 * 1024 ** 3,
  fetchTimeoutMs: 15 * 60_000,
  allowPrivateAddresses: false,
  rowsPerSecond: 0,
  importsAtOnce: 4,
  pictureSample: PICTURE_SAMPLE,
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return value
}

/** How the demo channels' programs reach their live feeds (Config.demoOnAir). */
export type DemoOnAir = 'stream' | 'clock'

function demoOnAir(env: NodeJS.ProcessEnv): DemoOnAir {
  const raw = (env.DEMO_ON_AIR ?? '').trim().toLowerCase()
  if (raw === '' || raw === 'stream') return 'stream'
  if (raw === 'clock') return 'clock'
  throw new ConfigError(`DEMO_ON_AIR must be stream or clock, got "${env.DEMO_ON_AIR}"`)
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase()
  if (raw === '' || raw === '0' || raw === 'false') return false
  if (raw === '1' || raw === 'true') return true
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got "${env[name]}"`)
}

function feedSettings(env: NodeJS.ProcessEnv): FeedSettings {
  const d = DEFAULT_FEED_SETTINGS
  return {
    maxBytes: wholeNumber(env, 'FEED_MAX_BYTES', d.maxBytes, 1),
    fetchTimeoutMs: wholeNumber(env, 'FEED_FETCH_TIMEOUT_S', d.fetchTimeoutMs / 1000, 1) * 1000,
    allowPrivateAddresses: flag(env, 'FEED_FETCH_ALLOW_PRIVATE'),
    rowsPerSecond: wholeNumber(env, 'FEED_IMPORT_ROWS_PER_SECOND', d.rowsPerSecond, 0),
    importsAtOnce: wholeNumber(env, 'FEED_IMPORTS_AT_ONCE', d.importsAtOnce, 1),
    pictureSample: wholeNumber(env, 'FEED_PICTURE_SAMPLE', d.pictureSample, 0),
  }
}

/** The feed pictures' proxy: where it keeps pictures, how much, the largest it fetches. */
export type MediaSettings = {
  /** MEDIA_CACHE_DIR: the cache folder. */
  cacheDir: string
  /** MEDIA_CACHE_MAX_MB: the folder's bound, in bytes. */
  cacheMaxBytes: number
  /** MEDIA_FETCH_MAX_MB: the largest picture the proxy downloads, in bytes. */
  fetchMaxBytes: number
}

/**
 * Not in the spec: 256 MB holds about 20,000 pictures in their master and two served forms;
 * 10 MB is more than a shop's largest product photo.
 */
export const DEFAULT_MEDIA_CACHE_MB = 256
export const DEFAULT_MEDIA_FETCH_MB = 10

/**
 * The cache sits beside the embedded database's folder (`<DATA_DIR>-media`, as its lock does):
 * that folder must hold the database alone. An in-memory database's server uses a folder in
 * the system's temporary one.
 */
function mediaSettings(env: NodeJS.ProcessEnv, dataDir: string): MediaSettings {
  const fallback =
    dataDir === 'memory://' ? join(tmpdir(), 'shoppable-tv-media') : `${dataDir}-media`
  const mb = 1024 * 1024
  return {
    cacheDir: resolve(env.MEDIA_CACHE_DIR?.trim() || fallback),
    cacheMaxBytes: wholeNumber(env, 'MEDIA_CACHE_MAX_MB', DEFAULT_MEDIA_CACHE_MB, 1) * mb,
    fetchMaxBytes: wholeNumber(env, 'MEDIA_FETCH_MAX_MB', DEFAULT_MEDIA_FETCH_MB, 1) * mb,
  }
}

function embeddingsSettings(env: NodeJS.ProcessEnv): EmbeddingsSettings {
  const raw = env.EMBEDDINGS_URL?.trim() ?? ''
  if (!raw) return { hosted: null }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`EMBEDDINGS_URL must be an http(s) URL, got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`EMBEDDINGS_URL must use http or https, got "${raw}"`)
  }
  // The key goes in EMBEDDINGS_KEY, never in the URL, which log lines and errors show.
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(
      'EMBEDDINGS_URL must be a plain address, without user, password, query or fragment (the key goes in EMBEDDINGS_KEY)',
    )
  }
  const ownRoute = ownRouteProblem(raw)
  if (ownRoute) throw new ConfigError(ownRoute)
  return {
    hosted: {
      endpoint: embeddingsEndpoint(`${url.origin}${url.pathname}`),
      key: env.EMBEDDINGS_KEY?.trim() || null,
      model: env.EMBEDDINGS_MODEL?.trim() || DEFAULT_EMBEDDINGS_MODEL,
      dimensions: wholeNumber(env, 'EMBEDDINGS_DIMENSIONS', DEFAULT_EMBEDDINGS_DIMENSIONS, 1),
      timeoutMs: wholeNumber(env, 'EMBEDDINGS_TIMEOUT_MS', DEFAULT_EMBEDDINGS_TIMEOUT_MS, 1),
      batchTexts: wholeNumber(env, 'EMBEDDINGS_BATCH', DEFAULT_EMBEDDINGS_BATCH, 1),
    },
  }
}

/** Not in the spec: who owns the demo channels in the Studio unless STUDIO_OPERATORS says. */
export const DEFAULT_STUDIO_OPERATOR = 'operator@shoppable-tv.example'

/** STUDIO_OPERATORS: comma-separated e-mail addresses, kept in lower case. */
function studioOperators(env: NodeJS.ProcessEnv): string[] {
  const raw = env.STUDIO_OPERATORS ?? DEFAULT_STUDIO_OPERATOR
  const emails = raw
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean)
  for (const email of emails) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new ConfigError(
        `STUDIO_OPERATORS must be e-mail addresses separated by commas, got "${email}"`,
      )
    }
  }
  return emails
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

/** A WalletConnect project id as the Reown dashboard shows it: 32 hexadecimal characters. */
export const WalletConnectProjectIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/i))

/** WALLETCONNECT_PROJECT_ID: a project id, or null (unset or blank) to not offer WalletConnect. */
function walletConnectProjectId(env: NodeJS.ProcessEnv): string | null {
  const raw = env.WALLETCONNECT_PROJECT_ID?.trim() ?? ''
  if (!raw) return null
  const parsed = v.safeParse(WalletConnectProjectIdSchema, raw)
  if (!parsed.success) {
    throw new ConfigError(
      `WALLETCONNECT_PROJECT_ID must be a WalletConnect project id (32 hexadecimal characters), got "${raw}"`,
    )
  }
  return parsed.output
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    throw new ConfigError(`${name} must be a port number (1–65535), got "${raw}"`)
  }
  return value
}

function origin(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      `${name} must be an http(s) origin such as http://localhost:8080, got "${raw}"`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${raw}"`)
  }
  return url.origin
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/**
 * DEV_SIGN_IN=on: the development provider (anyone signs in as any e-mail address) also on
 * a public origin, for a staging host. Unset, it starts only on a loopback PUBLIC_ORIGIN.
 */
function devSignInEnabled(env: NodeJS.ProcessEnv): boolean {
  const raw = (env.DEV_SIGN_IN ?? '').trim().toLowerCase()
  if (raw === '' || raw === 'off') return false
  if (raw === 'on') return true
  throw new ConfigError(`DEV_SIGN_IN must be on or off, got "${env.DEV_SIGN_IN}"`)
}

function signIn(env: NodeJS.ProcessEnv, publicOrigin: string): SignInConfig {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? ''
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() ?? ''
  const devSignIn = devSignInEnabled(env)
  if (!clientId && !clientSecret) {
    // The development provider signs anyone in as any address: never by accident on a
    // server others can reach.
    if (!devSignIn && !isLoopback(new URL(publicOrigin))) {
      throw new ConfigError(
        `Sign-in is not configured for PUBLIC_ORIGIN "${publicOrigin}": set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or DEV_SIGN_IN=on to let anyone sign in under any e-mail address with the development provider (testing only)`,
      )
    }
    return { provider: 'development', clientId: DEV_CLIENT_ID }
  }
  if (devSignIn) {
    throw new ConfigError(
      'DEV_SIGN_IN=on and Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) exclude each other: set one',
    )
  }
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to sign in with Google, or neither for the development sign-in (${clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'} is missing)`,
    )
  }
  const origin = new URL(publicOrigin)
  // Session tokens travel in the sign-in return address: only over TLS, or on this machine.
  if (origin.protocol !== 'https:' && !isLoopback(origin)) {
    throw new ConfigError(
      `PUBLIC_ORIGIN must use https when Google sign-in is configured, got "${publicOrigin}"`,
    )
  }
  return { provider: 'google', issuer: GOOGLE_ISSUER, clientId, clientSecret }
}

/** Both spellings of a loopback origin (`localhost` and `127.0.0.1`) an origin may be reached by. */
export function originSpellings(origin: string): string[] {
  const url = new URL(origin)
  const out = new Set([url.origin])
  const port = url.port ? `:${url.port}` : ''
  if (url.hostname === 'localhost') out.add(`${url.protocol}//127.0.0.1${port}`)
  if (url.hostname === '127.0.0.1') out.add(`${url.protocol}//localhost${port}`)
  return [...out]
}

/**
 * Our own site's origins: the only ones a sign-in may hand a session token to (a
 * broadcaster's registered origin never receives one).
 */
export function siteOrigins(config: Pick<Config, 'publicOrigin'>): ReadonlySet<string> {
  return new Set(originSpellings(config.publicOrigin))
}

/** Reads the configuration from environment variables, with the README's defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const serverPort = port(env, 'PORT', 8080)
  const demoHostsPort = port(env, 'DEMO_HOSTS_PORT', 8081)
  if (serverPort === demoHostsPort) {
    throw new ConfigError('PORT and DEMO_HOSTS_PORT must differ')
  }
  const databaseUrl = env.DATABASE_URL || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  }
  const workers = wholeNumber(env, 'WORKERS', 1, 1)
  if (workers > 1 && !databaseUrl) {
    // The embedded database is one process's (its folder lock would refuse the others).
    throw new ConfigError(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database serves one process only`,
    )
  }
  const dataDir = env.DATA_DIR || './.data'
  const publicOrigin = origin(env, 'PUBLIC_ORIGIN', `http://localhost:${serverPort}`)
  const dataFolder = dataDir === 'memory://' ? dataDir : resolve(dataDir)
  return {
    port: serverPort,
    demoHostsPort,
    host: env.HOST || '127.0.0.1',
    dataDir: dataFolder,
    databaseUrl,
    workers,
    publicOrigin,
    demoHostsOrigin: origin(env, 'DEMO_HOSTS_ORIGIN', `http://127.0.0.1:${demoHostsPort}`),
    apiPath: DEFAULT_API_PATH,
    distDir: resolve(env.DIST_DIR || 'dist'),
    demoHostsDir: resolve('demo-hosts'),
    clockTickMs: 5_000,
    streamScreenEveryS: wholeNumber(env, 'STREAM_SCREEN_EVERY_S', 5, 0),
    demoOnAir: demoOnAir(env),
    signIn: signIn(env, publicOrigin),
    studioOperators: studioOperators(env),
    walletConnectProjectId: walletConnectProjectId(env),
    feeds: feedSettings(env),
    originVerifyAllowPrivate: flag(env, 'ORIGIN_VERIFY_ALLOW_PRIVATE'),
    embeddings: embeddingsSettings(env),
    media: mediaSettings(env, dataFolder),
    trustProxy: flag(env, 'TRUST_PROXY'),
    rateLimits: DEFAULT_RATE_LIMITS,
  }
}
