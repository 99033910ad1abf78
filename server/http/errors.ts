import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { codeForStatus, type ErrorCode, errorBody } from '../../shared/api/error-codes'
import { issueText } from './issue-text'

/**
 * A client error the API answers as `{ error: { code, message } }` with its status; the code
 * is the status's generic one (shared/api/error-codes.ts) unless one is named.
 */
export class HttpError extends Error {
  readonly code: ErrorCode

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    code?: ErrorCode,
  ) {
    super(message)
    this.code = code ?? codeForStatus(status)
  }
}

/** Answers `{ error: { code, message } }` with a status; the code as HttpError's. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  code?: ErrorCode,
) {
  return c.json(errorBody(status, message, code), status)
}

/**
 * The API's answer to a thrown error: an HttpError as it says; anything else is logged and
 * answered as a 500 that says nothing of why (no message, stack or name of the cause leaves).
 */
export function errorAnswer(error: Error, c: Context) {
  if (error instanceof HttpError) return jsonError(c, error.status, error.message, error.code)
  console.error('API error', error)
  return jsonError(c, 500, INTERNAL_ERROR_TEXT)
}

/** What a 500 says (code `internal`). */
export const INTERNAL_ERROR_TEXT = 'Something went wrong on our side'

function requireJsonType(c: Context): void {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)')
  }
}

/** Reads a JSON body and validates it; throws an HttpError 400 with a readable message. */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  requireJsonType(c)
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new HttpError(400, 'The body is not valid JSON')
  }
  return parse(schema, body, 'body')
}

/**
 * Reads a body a route may go without (spec §7 gives `POST /points/checkin` none): undefined
 * when it is empty, else as `readJson` (JSON, validated).
 */
export async function readOptionalJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const text = await c.req.text()
  if (text === '') return undefined
  requireJsonType(c)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The body is not valid JSON')
  }
  return parse(schema, body, 'body')
}

/**
 * The dot path of the first string in `value` (a parsed JSON body, a query) that holds a
 * NUL character, '' for `value` itself, or null when there is none.
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key)
    if (found !== null) return found
  }
  return null
}

/**
 * Validates a value; throws an HttpError 400 naming the first problem in words (`issueText`). A string with U+0000
 * anywhere in it is refused first: PostgreSQL's text and jsonb cannot hold that character,
 * so it would otherwise fail at the database as a 500, after earlier writes of the request.
 */
export function parse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  what: string,
): v.InferOutput<S> {
  const nul = nulPath(value)
  if (nul !== null) {
    throw new HttpError(
      400,
      `Invalid ${what}${nul ? ` field "${nul}"` : ''}: text must not contain the NUL character (U+0000)`,
    )
  }
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  const [issue] = result.issues
  const path = v.getDotPath(issue)
  const text = issueText(issue, path, `The ${what}`)
  // A schema's own message keeps the form the API has always given ("Invalid body field …").
  if (text === issue.message) {
    throw new HttpError(400, `Invalid ${what}${path ? ` field "${path}"` : ''}: ${text}`)
  }
  throw new HttpError(400, text)
}
