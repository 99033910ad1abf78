import { STATUS_CODES } from 'node:http'

/** Why a feed URL was not fetched, or stopped being read. */
export type FetchRefusal =
  | 'bad-url'
  | 'scheme'
  | 'private-address'
  | 'dns'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'status'
  | 'network'

/** A fetch the safe fetcher refused or could not finish; the message is a sentence for a person. */
export class FetchRefused extends Error {
  override readonly name = 'FetchRefused'

  constructor(
    readonly reason: FetchRefusal,
    message: string,
    /** The server's status, for `status`. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/** The refusal for whatever went wrong: the deadline's, our own, or the network's. */
export function asRefusal(error: unknown, signal: AbortSignal): FetchRefused {
  if (signal.aborted && signal.reason instanceof FetchRefused) return signal.reason
  if (error instanceof FetchRefused) return error
  const code = (error as { code?: unknown } | null)?.code
  return refuse.network(typeof code === 'string' ? code : String(error))
}

/** Bytes as a person reads them: 512 bytes, 64 KB, 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

/** The refusals, one function per reason, so every message is written once. */
export const refuse = {
  badUrl: (why = 'is not a valid web address') =>
    new FetchRefused('bad-url', `The feed URL ${why}.`),
  scheme: (protocol: string) =>
    new FetchRefused(
      'scheme',
      `The feed URL must start with http:// or https:// (it starts with ${protocol}).`,
    ),
  privateAddress: (host: string, address: string) =>
    new FetchRefused(
      'private-address',
      `The feed URL points to a private or local network address (${host === address ? address : `${host} is ${address}`}); only public addresses are fetched.`,
    ),
  dns: (host: string) =>
    new FetchRefused('dns', `The feed's host name ${host} could not be found.`),
  tooManyRedirects: (max: number) =>
    new FetchRefused(
      'too-many-redirects',
      `The feed URL redirects more than ${max} ${max === 1 ? 'time' : 'times'}; give the feed's final address.`,
    ),
  tooLarge: (maxBytes: number) =>
    new FetchRefused('too-large', `The feed is larger than the limit of ${formatBytes(maxBytes)}.`),
  timeout: (ms: number) =>
    new FetchRefused(
      'timeout',
      `The feed did not arrive within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} seconds`}.`,
    ),
  status: (status: number) =>
    new FetchRefused(
      'status',
      `The feed's server answered ${status}${STATUS_CODES[status] ? ` (${STATUS_CODES[status]})` : ''} instead of the feed.`,
      status,
    ),
  network: (detail: string) => new FetchRefused('network', networkMessage(detail)),
}

/** A sentence for a socket, TLS or decompression error, by its code (kept at the end, for support). */
function networkMessage(code: string): string {
  if (code === 'ECONNREFUSED') return `The feed's server refused the connection (${code}).`
  if (code === 'ECONNRESET') {
    return `The feed's server closed the connection before the feed was complete (${code}).`
  }
  if (/CERT|SELF_SIGNED|TLS/.test(code)) {
    return `The feed's server certificate could not be verified (${code}).`
  }
  if (code.startsWith('Z_')) return `The feed's compressed data is damaged (${code}).`
  return `The feed's server could not be read (${code}).`
}
