// Valibot's own messages ("Invalid key: Expected "caption" but received undefined") are for
// developers; a person calling the API reads one of these instead. A schema's own message
// (set where the schema is written, e.g. "the decision is approve or reject") is kept.
import type * as v from 'valibot'

type Issue = v.BaseIssue<unknown>

/** Valibot's default message: "Invalid <what>: Expected <x> but received <y>" or "…: Received <y>". */
const DEFAULT_MESSAGE = /^Invalid [\w ]+: (Expected [\s\S]* but r|R)eceived /

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
  null: 'null',
}

/** `"a" | "b"` → `"a" or "b"`; a type name → its words. */
function expectedWords(expected: string): string {
  if (TYPE_WORDS[expected]) return TYPE_WORDS[expected]
  const options = expected.replace(/^\((.*)\)$/, '$1').split(' | ')
  if (options.length === 1) return expected
  return `one of ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`
}

/** A requirement such as `>=2` as words ("at least 2"). */
function bound(expected: string | null): string | null {
  const found = /^(>=|<=)(\d+)$/.exec(expected ?? '')
  if (!found) return null
  return `${found[1] === '>=' ? 'at least' : 'at most'} ${found[2]}`
}

function validationText(issue: Issue, subject: string): string {
  const limit = bound(issue.expected)
  if (limit && /length|size/.test(issue.type)) return `${subject} must be ${limit} long`
  if (limit && /value/.test(issue.type)) return `${subject} must be ${limit}`
  if (issue.type === 'integer') return `${subject} must be a whole number`
  return `${subject} is not valid`
}

/**
 * The issue as a sentence a person can act on ("caption is required"): its own message when
 * the schema gave one, else words made from what was expected. `subject` names the value when
 * the issue has no path ("body", "query").
 */
export function issueText(issue: Issue, path: string | null, subject: string): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message
  const name = path ?? subject
  if (issue.kind === 'validation') return validationText(issue, name)
  if (path && issue.received === 'undefined') return `${path} is required`
  if (path && issue.expected === 'never') return `${path} is not a field this call takes`
  if (!issue.expected) return `${name} is not valid`
  return `${name} must be ${expectedWords(issue.expected)}`
}
