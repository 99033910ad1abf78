import * as v from 'valibot'
import { expect, test } from 'vitest'
import { HttpError, parse } from './errors'

const Schema = v.strictObject({
  caption: v.string(),
  count: v.optional(v.number()),
  kind: v.optional(v.picklist(['product', 'vendor'])),
  entities: v.optional(v.array(v.string())),
  title: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(5))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  named: v.optional(v.string('the name must be text')),
})

/** The message `parse` answers for `value`. */
function said(value: unknown): string {
  try {
    parse(Schema, value, 'body')
  } catch (error) {
    if (error instanceof HttpError) return error.message
  }
  throw new Error('expected a refusal')
}

test.each([
  ['a missing field', {}, 'caption is required'],
  ['a field of the wrong type', { caption: 1 }, 'caption must be text'],
  ['a number given as text', { caption: 'x', count: '2' }, 'count must be a number'],
  [
    'a value outside a picklist',
    { caption: 'x', kind: 'brand' },
    'kind must be one of "product" or "vendor"',
  ],
  ['an item of a list', { caption: 'x', entities: [3] }, 'entities.0 must be text'],
  [
    'a field this call does not take',
    { caption: 'x', owner: 'me' },
    'owner is not a field this call takes',
  ],
  ['a text too short', { caption: 'x', title: 'a' }, 'title must be at least 2 long'],
  ['a text too long', { caption: 'x', title: 'abcdef' }, 'title must be at most 5 long'],
  ['a fraction', { caption: 'x', page: 1.5 }, 'page must be a whole number'],
  ['a number too small', { caption: 'x', page: 0 }, 'page must be at least 1'],
  ['not an object at all', 'caption', 'The body must be an object'],
])('says %s in words', (_, value, message) => {
  expect(said(value)).toBe(message)
})

test("keeps a schema's own message in the form the API always gave", () => {
  expect(said({ caption: 'x', named: 4 })).toBe('Invalid body field "named": the name must be text')
})
