/** Codes of every failure a bridge call can end in. */
export const BRIDGE_ERROR = {
  /** An argument or a returned value failed validation. */
  invalidArgument: 'INVALID_ARGUMENT',
  /** The remote exposes no such method (prototype names included). */
  methodNotFound: 'METHOD_NOT_FOUND',
  /** No answer within the call's timeout (a silent or missing remote). */
  timeout: 'TIMEOUT',
  /** The connection was torn down (element removed). */
  destroyed: 'CONNECTION_DESTROYED',
  /** The request is well-formed but refused (e.g. navigating to a foreign URL). */
  notAllowed: 'NOT_ALLOWED',
  /** The remote tried and failed (e.g. a handoff code the server refused). */
  failed: 'FAILED',
} as const

export type BridgeErrorCode = (typeof BRIDGE_ERROR)[keyof typeof BRIDGE_ERROR]

/** The one error a bridge call rejects with; `code` says what went wrong. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode
  constructor(code: BridgeErrorCode, message: string = code) {
    super(message)
    this.name = 'BridgeError'
    this.code = code
  }
}

/** How an error crosses the wire: a plain object, since penpal keeps only name and message of an Error. */
export type WireError = { code: BridgeErrorCode; message: string }

const codes = new Set<string>(Object.values(BRIDGE_ERROR))

const isCode = (value: unknown): value is BridgeErrorCode =>
  typeof value === 'string' && codes.has(value)

/** The plain object a method rejects with, so the caller sees the code. */
export function toWireError(error: unknown): WireError {
  if (error instanceof BridgeError) return { code: error.code, message: error.message }
  return { code: BRIDGE_ERROR.failed, message: error instanceof Error ? error.message : 'Failed' }
}

/** Any rejection of a bridge call (ours, penpal's, the remote's) as a BridgeError. */
export function toBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message.slice(0, 500) : undefined
  if (isCode(code)) return new BridgeError(code, text)
  // penpal's own codes
  if (code === 'METHOD_CALL_TIMEOUT' || code === 'CONNECTION_TIMEOUT')
    return new BridgeError(BRIDGE_ERROR.timeout, text)
  return new BridgeError(BRIDGE_ERROR.failed, text)
}
