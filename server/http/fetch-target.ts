// The checks a feed URL passes before anything is sent: a web address, http(s) only, no
// credentials in it, and a host whose every address is public. Redirect targets pass them
// again from the start.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { refuse } from './fetch-refused'
import { isPublicAddress } from './public-address'

/** One address a host name resolves to. */
export type ResolvedAddress = { address: string; family: 4 | 6 }

/** Turns a host name into its addresses (tests pass a fake; no real DNS there). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

/** A URL that passed the checks, with the addresses it may be reached at (and only those). */
export type CheckedTarget = { url: URL; hostname: string; addresses: ResolvedAddress[] }

/** The system's resolver (what the operating system would use, hosts file included). */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true })
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
}

function parseUrl(raw: string | URL, base?: URL): URL {
  try {
    return new URL(raw, base)
  } catch {
    throw refuse.badUrl()
  }
}

async function addressesOf(hostname: string, resolve: Resolver): Promise<ResolvedAddress[]> {
  const literal = isIP(hostname)
  if (literal) return [{ address: hostname, family: literal === 6 ? 6 : 4 }]
  let answers: ResolvedAddress[]
  try {
    answers = await resolve(hostname)
  } catch {
    throw refuse.dns(hostname)
  }
  // A resolver that answers nothing, or something that is not an address, found nothing usable.
  if (answers.length === 0 || answers.some(({ address }) => isIP(address) === 0)) {
    throw refuse.dns(hostname)
  }
  return answers
}

/**
 * Checks a URL (relative ones against `base`, as a Location header) and resolves its host:
 * refuses with FetchRefused unless it is http(s), has no user name or password, and every
 * address of its host is public (any address, when `allowPrivate`).
 */
export async function checkTarget(
  raw: string | URL,
  options: { allowPrivate: boolean; resolve: Resolver },
  base?: URL,
): Promise<CheckedTarget> {
  const url = parseUrl(raw, base)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse.scheme(url.protocol)
  if (url.username || url.password) throw refuse.badUrl('must not contain a user name or password')
  // An IPv6 host comes in brackets; requests and checks take it without them.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = await addressesOf(hostname, options.resolve)
  if (!options.allowPrivate) {
    // Every address, not just the first: the connection may use any of them.
    const closed = addresses.find(({ address }) => !isPublicAddress(address))
    if (closed) throw refuse.privateAddress(hostname, closed.address)
  }
  return { url, hostname, addresses }
}
