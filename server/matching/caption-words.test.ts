import { expect, test } from 'vitest'
import { contentWords, isReasonWord } from './caption-words'

// The reasons: filler ("two, big, keep", "day", "behind") is never named.
test.each([
  ['Two big tents keep you dry all day', ['tents', 'dry']],
  ['He casts behind the rock with a fly line and rod', ['casts', 'rock', 'fly', 'line', 'rod']],
  ['Insulated mugs for a cold morning', ['Insulated', 'mugs']],
  ['Bears of Katmai: the bears catch salmon', ['Bears', 'Katmai', 'catch', 'salmon']],
  ["Sam's copper pan, Sam’s room", ['Sam', 'copper', 'pan', 'room']],
  ['a day trip and a gift card, 2 of them in 10 minutes', ['trip', 'gift', 'card']],
])('contentWords(%j) is %j', (caption, words) => {
  expect(contentWords(caption)).toEqual(words)
})

test('a reason word has three letters or more and is no stop word', () => {
  expect(['rod', 'Katmai', 'e-bike', 'line'].map(isReasonWord)).toEqual([true, true, true, true])
  expect(['two', 'big', 'keep', 'day', 'behind', 'morning', 'ok', '100'].some(isReasonWord)).toBe(
    false,
  )
})

test('at most the words asked for, each once whatever its case', () => {
  expect(contentWords('Tent tent TENT stove', 1)).toEqual(['Tent'])
  expect(contentWords('Tent tent TENT stove')).toEqual(['Tent', 'stove'])
})
