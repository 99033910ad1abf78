import * as v from 'valibot'

/**
 * Every code the API sends in an error answer, `{ error: { code, message } }`: the code is for
 * programs (clients branch on it), the message for people (spec §8's words where the spec names
 * them). Each status has its generic code; a specific one replaces it where a client must tell
 * one refusal from the others of its status.
 */
export const ERROR_CODE = {
  /** 400: a body, query or path value the route refuses; the message names the first problem. */
  invalidRequest: 'invalid-request',
  /** 401: no session (bearer token), an ended one, or no valid channel key. */
  unauthorized: 'unauthorized',
  /** 403: the caller may not do this (not a member, not an owner, a page's origin not allowed). */
  forbidden: 'forbidden',
  /** 404: no such endpoint, channel, item or resource (or one the caller may not see). */
  notFound: 'not-found',
  /** 409: the state does not allow it now (a name taken, an import running, a used nonce). */
  conflict: 'conflict',
  /** 413: the request body is over its limit; 502: a picture over the proxy's limit. */
  tooLarge: 'too-large',
  /** 415: a body that is not sent as JSON where JSON is asked for. */
  unsupportedType: 'unsupported-type',
  /** 429: too many requests (or imports) for now; `Retry-After` says when, where it is known. */
  rateLimited: 'rate-limited',
  /** 500: the server failed; the message says nothing of why. */
  internal: 'internal',
  /** 503: the server is starting; try again in a second (`Retry-After: 1`). */
  starting: 'starting',
  /** 409 `POST /points/checkin`: today's check-in is done (spec §8 "Already checked in"). */
  alreadyCheckedIn: 'already-checked-in',
  /** 403 `POST /points/checkin`: earning points needs a linked wallet (spec §6, §8). */
  walletRequired: 'wallet-required',
  /** 400 picture proxy: not a picture address of this server. */
  badAddress: 'bad-address',
  /** 404 picture proxy: no such item, a stale hash, or an item without a feed picture. */
  unknownPicture: 'unknown-picture',
  /** 502 picture proxy: the picture's address breaks spec §5's image rules. */
  imageRule: 'image-rule',
  /** 502 picture proxy: the picture's host is not on the public internet. */
  privateAddress: 'private-address',
  /** 502 picture proxy: the picture's host could not be reached. */
  unreachable: 'unreachable',
  /** 502 picture proxy: the picture's host answered an error status. */
  pictureErrorStatus: 'picture-error-status',
  /** 504 picture proxy: the picture's host was too slow. */
  pictureTimeout: 'picture-timeout',
  /** 502 picture proxy: what the address gave is not a picture we decode. */
  notAnImage: 'not-an-image',
  /** 502 picture proxy: the picture is 10×10 px or smaller (spec §5). */
  tooSmall: 'too-small',
  /** 502 picture proxy: the address leads to a "no image" placeholder file. */
  noImage: 'no-image',
  /** 401 conversions: the signature is missing, malformed, or not made with the channel's secret. */
  badSignature: 'bad-signature',
  /** 401 conversions: the signature's time is more than 5 minutes from ours (a replay, or a wrong clock). */
  staleSignature: 'stale-signature',
  /** 403 conversions: the channel has no conversion secret (an owner makes one in the Studio). */
  noConversionSecret: 'no-conversion-secret',
  /** 404 conversions: no click of this channel has that click id. */
  unknownClick: 'unknown-click',
  /** 410 conversions: the click is older than the attribution window. */
  expiredClick: 'expired-click',
  /** 409 conversions: a refund (negative value) names an order with no recorded sale. */
  refundWithoutSale: 'refund-without-sale',
} as const

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE]

/**
 * The generic code of each status the API refuses with; the code an error gets unless named.
 * (Literals, not `ERROR_CODE.x`: reads at the top level would keep the table in the widget.)
 */
export const STATUS_ERROR_CODE = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-type',
  429: 'rate-limited',
  500: 'internal',
  503: 'starting',
} as const satisfies Record<number, ErrorCode>

/** The generic code of a status: its own, else `internal` for a 5xx and `invalid-request` for a 4xx. */
export function codeForStatus(status: number): ErrorCode {
  const known: Record<number, ErrorCode | undefined> = STATUS_ERROR_CODE
  return known[status] ?? (status >= 500 ? 'internal' : 'invalid-request')
}

/** An error answer on the wire. */
export type ErrorBody = { error: { code: ErrorCode; message: string } }

/** The error answer of a status: `code` when given, else the status's generic one. */
export function errorBody(status: number, message: string, code?: ErrorCode): ErrorBody {
  return { error: { code: code ?? codeForStatus(status), message } }
}

/**
 * An error answer as a client reads it: the message, and the code when there is one (a client
 * keeps working with an answer from a server that sends none).
 */
export const ErrorBodySchema = v.object({
  error: v.object({ code: v.optional(v.string()), message: v.string() }),
})
