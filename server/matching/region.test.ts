import { expect, test } from 'vitest'
import { foreignRegionTopics } from './region'

test('a regional channel refuses the other regions, a channel without one refuses none', () => {
  expect(foreignRegionTopics('eu')).toEqual(['region:uk', 'region:us'])
  expect(foreignRegionTopics(null)).toEqual([])
})
