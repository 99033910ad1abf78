import { describe, expect, test } from 'vitest'
import { NewChannelSchema, OriginInputSchema } from '../../shared/api/studio'
import { checkForm, isChannelId, suggestChannelId } from './forms'
import { actionText, pageProblem, sentence } from './problem'

describe('the id suggested from a channel’s name', () => {
  test.each([
    ['Wild TV', 'wild-tv'],
    ['  Ünlimited Sport — Live!  ', 'unlimited-sport-live'],
    ['Crème brûlée 24/7', 'creme-brulee-24-7'],
    ['---', ''],
    ['日本', ''],
  ])('%j becomes %j', (name, id) => {
    expect(suggestChannelId(name)).toBe(id)
  })

  test('is at most 64 characters and never ends with a hyphen', () => {
    const id = suggestChannelId(`${'a'.repeat(63)} b`)
    expect(id).toBe('a'.repeat(63))
    expect(isChannelId(id)).toBe(true)
  })

  test('is a valid id for any ordinary name', () => {
    for (const name of ['Wild TV', 'KBS', 'Golf Network 2']) {
      expect(isChannelId(suggestChannelId(name)), name).toBe(true)
    }
  })
})

describe('checking a form with the server’s schema', () => {
  test('gives the parsed value, defaults filled in', () => {
    expect(
      checkForm(NewChannelSchema, { id: 'wild-tv', name: 'Wild TV ', topic: 'Outdoors' }),
    ).toEqual({
      ok: true,
      value: {
        id: 'wild-tv',
        name: 'Wild TV',
        topic: 'Outdoors',
        description: '',
        defaultView: 'full',
        defaultTheme: 'auto',
      },
    })
  })

  test('gives one sentence per wrong field', () => {
    const checked = checkForm(NewChannelSchema, {
      id: 'Wild TV',
      name: ' ',
      topic: 'x'.repeat(61),
      description: '',
      defaultView: 'full',
      defaultTheme: 'auto',
    })
    expect(checked).toEqual({
      ok: false,
      errors: {
        id: 'The id is 3–64 lower-case letters, digits and hyphens, starting and ending with a letter or digit.',
        name: 'The name is required.',
        topic: 'The topic is at most 60 characters.',
      },
    })
  })

  test('a page’s address gives its origin; a user name gets the contract’s hint', () => {
    expect(checkForm(OriginInputSchema, 'https://ana@tv.example.com')).toEqual({
      ok: false,
      errors: {
        '': 'An origin is http(s)://host[:port], such as https://tv.example.com, or the address of a page on it.',
      },
    })
    expect(checkForm(OriginInputSchema, 'https://TV.example.com/live')).toEqual({
      ok: true,
      value: 'https://tv.example.com',
    })
  })
})

describe('what failures say', () => {
  test('a page load: 403 is not a member, 404 not found, no answer is worth a retry', () => {
    expect(pageProblem({ code: 'refused', status: 403, message: 'not a member' })).toEqual({
      kind: 'not-member',
    })
    expect(pageProblem({ code: 'not-found', status: 404, message: 'x' })).toEqual({
      kind: 'not-found',
    })
    expect(pageProblem({ code: 'network', message: 'Network Error' })).toEqual({
      kind: 'retry',
      message: 'The Studio could not reach the server.',
    })
    expect(pageProblem({ code: 'unauthorized', status: 401, message: 'x' })).toEqual({
      kind: 'signed-out',
    })
  })

  test('an action shows the server’s own words as a sentence', () => {
    expect(actionText({ code: 'refused', status: 409, message: 'the id wild-tv is taken' })).toBe(
      'The id wild-tv is taken.',
    )
    expect(actionText({ code: 'network', message: 'Network Error' })).toBe(
      'The server could not be reached. Check your connection and try again.',
    )
  })

  test('a sentence keeps its own end', () => {
    expect(sentence('already done!')).toBe('Already done!')
    expect(sentence('')).toBe('')
  })
})
