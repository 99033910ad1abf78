// Looks for a channel's token on an origin, where the Studio tells its owner to put it: the
// well-known file, then the home page's meta tag. An owner types any origin they like, so the
// fetches go through the safe fetcher (no private addresses, size and time limits), and only
// what the origin itself serves counts: a redirect to another origin vouches for nothing.
import { STATUS_CODES } from 'node:http'
import type { OriginCheckFailure, OriginProof } from '../../shared/api/studio'
import { BUILD_VERSION } from '../../shared/constants'
import { ORIGIN_TOKEN_PATTERN, ORIGIN_VERIFICATION } from '../../shared/origin-verification'
import { FetchRefused, fetchSafely } from '../http/safe-fetch'

/** Not in the spec: the longest each of the two fetches may take (DNS, redirects, body). */
export const ORIGIN_CHECK_TIMEOUT_MS = 5_000

/** Not in the spec: how much of a file or home page is read (a meta tag sits in the head). */
export const ORIGIN_CHECK_READ_BYTES = 1024 * 1024

/** Not in the spec: a body declared longer than this is not fetched at all. */
const ORIGIN_CHECK_MAX_BYTES = 8 * 1024 * 1024

/** Sent with each fetch, so a site's owner can tell from their logs who asked. */
export const ORIGIN_CHECK_USER_AGENT = `ShoppableTV-OriginCheck/${BUILD_VERSION}`

/** A verification's outcome: the proof found, or why none was, in a sentence for the owner. */
export type OriginCheck =
  | { ok: true; proof: Extract<OriginProof, 'file' | 'meta'> }
  | { ok: false; failure: OriginCheckFailure; message: string }

export type OriginCheckOptions = {
  /** ORIGIN_VERIFY_ALLOW_PRIVATE: loopback and private addresses may be fetched (development). */
  allowPrivate: boolean
  timeoutMs?: number
}

/** What one place held: the token, another token, none (`detail` says what was there), or no answer. */
type Look =
  | { kind: 'found' }
  | { kind: 'other-token'; detail: string }
  | { kind: 'none'; detail: string }
  | { kind: 'refused'; failure: 'unreachable' | 'private-address'; detail: string }

/** What a fetch gave: the start of the body as text, or a reason there is none. */
type Fetched = { kind: 'text'; text: string } | Exclude<Look, { kind: 'found' | 'other-token' }>

/** Reads the first ORIGIN_CHECK_READ_BYTES of a body; stopping early closes the connection. */
async function readStart(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk)
    size += chunk.byteLength
    if (size >= ORIGIN_CHECK_READ_BYTES) break
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, ORIGIN_CHECK_READ_BYTES))
}

/** A refusal of the safe fetcher as what it means for a verification. */
function refusalLook(refusal: FetchRefused, url: string, timeoutMs: number): Fetched {
  const unreachable = (detail: string) =>
    ({ kind: 'refused', failure: 'unreachable', detail }) as const
  switch (refusal.reason) {
    case 'private-address':
      return { kind: 'refused', failure: 'private-address', detail: refusal.message }
    case 'dns':
      return unreachable(`its host name could not be found`)
    case 'timeout':
      return unreachable(`${url} did not answer within ${timeoutMs / 1000} s`)
    case 'network': {
      const code = /\(([A-Z0-9_]+)\)\.?$/.exec(refusal.message)?.[1]
      return unreachable(`the connection to ${url} failed${code ? ` (${code})` : ''}`)
    }
    case 'status': {
      const status = refusal.status ?? 0
      const text = STATUS_CODES[status]
      return { kind: 'none', detail: `${url} answered ${status}${text ? ` (${text})` : ''}` }
    }
    case 'too-large':
      return { kind: 'none', detail: `${url} is too large to read` }
    case 'too-many-redirects':
      return { kind: 'none', detail: `${url} redirects too many times` }
    default:
      return unreachable(`${url} could not be fetched`)
  }
}

async function fetchText(
  url: string,
  origin: string,
  accept: string,
  options: OriginCheckOptions,
): Promise<Fetched> {
  const timeoutMs = options.timeoutMs ?? ORIGIN_CHECK_TIMEOUT_MS
  try {
    const fetched = await fetchSafely(url, {
      allowPrivate: options.allowPrivate,
      maxBytes: ORIGIN_CHECK_MAX_BYTES,
      timeoutMs,
      headers: { 'User-Agent': ORIGIN_CHECK_USER_AGENT, Accept: accept },
    })
    if (new URL(fetched.finalUrl).origin !== origin) {
      // Started and stopped, so the fetcher closes the connection.
      for await (const _ of fetched.body) break
      return {
        kind: 'none',
        detail: `${url} redirects to another origin (${new URL(fetched.finalUrl).origin}), which cannot vouch for this one`,
      }
    }
    return { kind: 'text', text: await readStart(fetched.body) }
  } catch (error) {
    if (error instanceof FetchRefused) return refusalLook(error, url, timeoutMs)
    throw error
  }
}

/** The well-known file: found when its content contains the token. */
async function lookInFile(origin: string, token: string, options: OriginCheckOptions) {
  const url = `${origin}${ORIGIN_VERIFICATION.filePath}`
  const fetched = await fetchText(url, origin, 'text/plain, */*', options)
  if (fetched.kind !== 'text') return fetched
  if (fetched.text.includes(token)) return { kind: 'found' } as const
  if (ORIGIN_TOKEN_PATTERN.test(fetched.text)) {
    return { kind: 'other-token', detail: `${url} holds another token` } as const
  }
  return { kind: 'none', detail: `${url} holds no token` } as const
}

const META_TAG = /<meta\b[^>]*>/gi
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** The content of every meta tag named `name` in an HTML text (attribute names in any case). */
function metaContents(html: string, name: string): string[] {
  const found: string[] = []
  for (const [tag] of html.matchAll(META_TAG)) {
    const attributes = new Map<string, string>()
    for (const match of tag.slice('<meta'.length).matchAll(ATTRIBUTE)) {
      const key = (match[1] ?? '').toLowerCase()
      if (!attributes.has(key)) attributes.set(key, match[2] ?? match[3] ?? match[4] ?? '')
    }
    if (attributes.get('name')?.trim().toLowerCase() === name) {
      found.push((attributes.get('content') ?? '').trim())
    }
  }
  return found
}

/** The home page: found when a meta tag of ORIGIN_VERIFICATION.metaName carries the token. */
async function lookInHomePage(origin: string, token: string, options: OriginCheckOptions) {
  const url = `${origin}/`
  const fetched = await fetchText(url, origin, 'text/html, */*', options)
  if (fetched.kind !== 'text') return fetched
  const contents = metaContents(fetched.text, ORIGIN_VERIFICATION.metaName)
  if (contents.includes(token)) return { kind: 'found' } as const
  const tag = `${ORIGIN_VERIFICATION.metaName} meta tag`
  if (contents.length > 0) {
    return {
      kind: 'other-token',
      detail: `the home page ${url} has a ${tag} with another token`,
    } as const
  }
  return { kind: 'none', detail: `the home page ${url} has no ${tag}` } as const
}

/**
 * Looks for `token` on `origin`: in the well-known file, then in the home page's meta tag.
 * A file that could not be reached at all ends the check (the home page is on the same host).
 */
export async function checkOrigin(
  origin: string,
  token: string,
  options: OriginCheckOptions,
): Promise<OriginCheck> {
  const file: Look = await lookInFile(origin, token, options)
  if (file.kind === 'found') return { ok: true, proof: 'file' }
  if (file.kind === 'refused') return refused(origin, file)
  const home: Look = await lookInHomePage(origin, token, options)
  if (home.kind === 'found') return { ok: true, proof: 'meta' }
  if (home.kind === 'refused' && home.failure === 'private-address') return refused(origin, home)
  const other = [file, home].filter((look) => look.kind === 'other-token')
  if (other.length > 0) {
    return {
      ok: false,
      failure: 'wrong-token',
      message: `Found a token on ${origin}, but not this one: ${other.map((look) => look.detail).join(', and ')}. Each channel has its own token for each origin: put the one shown here, then verify again.`,
    }
  }
  return {
    ok: false,
    failure: 'no-token',
    message: `Found no token on ${origin}: ${file.detail}, and ${home.detail}.`,
  }
}

function refused(
  origin: string,
  look: Extract<Look, { kind: 'refused' }>,
): Extract<OriginCheck, { ok: false }> {
  if (look.failure === 'private-address') {
    const host = new URL(origin).hostname
    return {
      ok: false,
      failure: 'private-address',
      message: `${host} is on a private or local network, which this server does not fetch: only origins on public addresses can be verified.`,
    }
  }
  return {
    ok: false,
    failure: 'unreachable',
    message: `Could not reach ${origin}: ${look.detail}. Check that the site is up and public, then verify again.`,
  }
}
