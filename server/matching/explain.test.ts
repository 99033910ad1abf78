import { expect, test } from 'vitest'
import { byShownScore } from './explain'

type Listed = { id: number; kind: 'exact' | 'contextual'; score: number }

test.each([
  // The issue: exact at 80% listed above contextual at 94%.
  [
    [
      { id: 1, kind: 'exact', score: 0.8 },
      { id: 2, kind: 'contextual', score: 0.94 },
    ],
    [2, 1],
  ],
  // An equal shown score: the exact match first.
  [
    [
      { id: 1, kind: 'contextual', score: 0.801 },
      { id: 2, kind: 'exact', score: 0.8 },
    ],
    [2, 1],
  ],
  // Equal in both: the matcher's order stays.
  [
    [
      { id: 1, kind: 'contextual', score: 0.5 },
      { id: 2, kind: 'contextual', score: 0.5 },
      { id: 3, kind: 'exact', score: 1 },
    ],
    [3, 1, 2],
  ],
] satisfies [Listed[], number[]][])('byShownScore(%j) lists ids %j', (matches, ids) => {
  expect(byShownScore(matches).map((match) => match.id)).toEqual(ids)
})
