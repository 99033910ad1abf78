// Sign-ins in progress: where the viewer may return to, and the OAuth state, PKCE verifier
// and nonce kept server-side until the provider sends the viewer back (once).
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { SIGN_IN_ATTEMPT_TTL_MS } from '../../shared/api/handoff'
import { isOriginVerified } from '../channels'
import type { Db } from '../db'
import { signInAttempts } from '../db/schema'
import { secretHash } from '../http/secrets'

/** The paths a sign-in may return to on a registered origin (spec §4, site routes). */
export const CALLBACK_PATHS: ReadonlySet<string> = new Set([
  '/app/oauth2callback',
  '/oauth2callback',
])

/** Not in the spec: the longest return address accepted. */
const MAX_URL_LENGTH = 2048

function parseUrl(raw: string | undefined): URL | null {
  if (!raw || raw.length > MAX_URL_LENGTH) return null
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

function isPlainWebUrl(url: URL): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === ''
  )
}

/**
 * The sign-in return address, when it is exactly a callback page on one of our own site's
 * origins: http(s), no credentials, no query, no fragment. Otherwise null. The session token
 * travels to it, so a broadcaster's origin is never one (a cross-site frame gets a handoff
 * code at its `returnTo` instead).
 */
export function allowedRedirectUri(
  raw: string | undefined,
  origins: ReadonlySet<string>,
): string | null {
  const url = parseUrl(raw)
  if (!url || !isPlainWebUrl(url) || !origins.has(url.origin)) return null
  if (!CALLBACK_PATHS.has(url.pathname) || url.search !== '' || url.hash !== '') return null
  // The raw text must be what the URL reads back as (no tricks the parser smooths over).
  if (raw !== `${url.origin}${url.pathname}`) return null
  return url.href
}

/**
 * The broadcaster page a cross-site frame's sign-in returns to, when its origin is
 * registered for the channel and verified (a registration alone proves nothing about who runs
 * the origin); any fragment is dropped (the handoff code goes there).
 */
export async function allowedReturnTo(
  db: Db,
  raw: string | undefined,
  channelId: string,
): Promise<string | null> {
  const url = parseUrl(raw)
  if (!url || !isPlainWebUrl(url)) return null
  if (!(await isOriginVerified(db, channelId, url.origin))) return null
  url.hash = ''
  return url.href
}

/** A sign-in in progress, as stored. */
export type SignInAttempt = typeof signInAttempts.$inferSelect

/** Keeps a started sign-in for SIGN_IN_ATTEMPT_TTL_MS; only the state's hash is stored. */
export async function saveAttempt(
  db: Db,
  attempt: {
    state: string
    codeVerifier: string
    nonce: string
    redirectUri: string
    returnTo: string | null
    channelId: string | null
    /** The S256 challenge of the frame's verifier: set exactly when returnTo is. */
    handoffChallenge: string | null
    /** The hash of the starting browser's secret (browser-binding.ts). */
    bindingHash: string
  },
  now: Date,
): Promise<void> {
  const { state, ...rest } = attempt
  // Old attempts are of no use to anyone: clear them as new ones come.
  await db.delete(signInAttempts).where(lt(signInAttempts.expiresAt, now))
  await db.insert(signInAttempts).values({
    ...rest,
    stateHash: secretHash(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_ATTEMPT_TTL_MS),
  })
}

/** Takes the live, unused attempt of a state, marking it used in the same statement; or null. */
export async function consumeAttempt(
  db: Db,
  state: string,
  now: Date,
): Promise<SignInAttempt | null> {
  const [row] = await db
    .update(signInAttempts)
    .set({ consumedAt: now })
    .where(
      and(
        eq(signInAttempts.stateHash, secretHash(state)),
        isNull(signInAttempts.consumedAt),
        gt(signInAttempts.expiresAt, now),
      ),
    )
    .returning()
  return row ?? null
}
