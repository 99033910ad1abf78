import * as v from 'valibot'
import { escapeHtml } from '../../shared/html'
import { htmlDocument } from '../http/html'

/** Not in the spec: the longest name the development sign-in accepts. */
export const DEV_NAME_MAX = 100
/** The longest e-mail address there can be (RFC 5321). */
export const DEV_EMAIL_MAX = 254

/** The development sign-in form, as posted. */
export const DevSignInSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your name.'),
    v.maxLength(DEV_NAME_MAX, `Keep the name to ${DEV_NAME_MAX} characters or fewer.`),
    v.regex(/^[^\p{Cc}]*$/u, 'The name cannot contain control characters.'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your e-mail address.'),
    v.maxLength(DEV_EMAIL_MAX, `Keep the e-mail address to ${DEV_EMAIL_MAX} characters or fewer.`),
    v.email('Enter an e-mail address such as ana@example.com.'),
  ),
})
export type DevSignIn = v.InferOutput<typeof DevSignInSchema>

type Field = keyof DevSignIn
type FieldErrors = Partial<Record<Field, string>>

/** Reads the posted form: the identity, or a message per field that is wrong. */
export function parseDevSignIn(
  form: URLSearchParams,
): { ok: true; value: DevSignIn } | { ok: false; errors: FieldErrors } {
  const raw = { name: form.get('name') ?? '', email: form.get('email') ?? '' }
  const result = v.safeParse(DevSignInSchema, raw)
  if (result.success) return { ok: true, value: result.output }
  const nested = v.flatten<typeof DevSignInSchema>(result.issues).nested ?? {}
  return { ok: false, errors: { name: nested.name?.[0], email: nested.email?.[0] } }
}

function field(options: {
  id: Field
  label: string
  type: string
  autocomplete: string
  max: number
  value: string
  error: string | undefined
}): string {
  const { id, error } = options
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  return `<label for="${id}">${options.label}</label>
<input id="${id}" name="${id}" type="${options.type}" autocomplete="${options.autocomplete}" required maxlength="${options.max}" value="${escapeHtml(options.value)}"${described}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`
}

/** The development provider's sign-in page: a name and an e-mail, nothing else. */
export function devSignInPage(options: {
  action: string
  cancelAction: string
  values?: { name: string; email: string }
  errors?: FieldErrors
}): string {
  const values = options.values ?? { name: '', email: '' }
  const errors = options.errors ?? {}
  const invalid = errors.name || errors.email
  return htmlDocument(
    'Development sign-in · Shoppable TV',
    `<h1>Development sign-in</h1>
<p class="note">This page is for development only. It stands in for Google on a server
without Google sign-in configured: it asks for no password and signs you in as whatever
name and e-mail address you type. A server with Google configured never shows it.</p>
${invalid ? '<p class="error" role="alert">Please correct the fields marked below.</p>' : ''}
<form method="post" action="${escapeHtml(options.action)}">
${field({ id: 'name', label: 'Name', type: 'text', autocomplete: 'name', max: DEV_NAME_MAX, value: values.name, error: errors.name })}
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', max: DEV_EMAIL_MAX, value: values.email, error: errors.email })}
<div class="actions">
<button type="submit">Sign in</button>
<button type="submit" formaction="${escapeHtml(options.cancelAction)}" formnovalidate>Cancel</button>
</div>
</form>`,
  )
}
