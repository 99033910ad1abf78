import * as v from 'valibot'
import { CHANNEL_ID_PATTERN } from '../../shared/api/studio'
import { sentence } from './problem'

/** A form's fields as typed, each a string (selects included). */
export type FormFields = Readonly<Record<string, string>>

/** What checking a form found: the value to send, or one message per field that is wrong. */
export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Readonly<Record<string, string>> }

/**
 * Checks `fields` with `schema`, the same valibot schema the server uses, and returns either
 * the parsed value or the first message for each field, as a sentence.
 */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  fields: unknown,
): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, fields)
  if (parsed.success) return { ok: true, value: parsed.output }
  const errors: Record<string, string> = {}
  for (const issue of parsed.issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    errors[field] ??= sentence(issue.message)
  }
  return { ok: false, errors }
}

const MAX_ID_LENGTH = 64

/**
 * A channel id suggested from its name: lower-case ASCII letters and digits joined by single
 * hyphens ("Wild TV Ünlimited" → "wild-tv-unlimited"), at most 64 characters. May still be too
 * short for CHANNEL_ID_PATTERN; the form says so.
 */
export function suggestChannelId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, MAX_ID_LENGTH).replace(/-+$/, '')
}

/** Whether `id` is a channel id the server accepts. */
export function isChannelId(id: string): boolean {
  return CHANNEL_ID_PATTERN.test(id)
}
