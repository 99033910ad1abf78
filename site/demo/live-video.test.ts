import { expect, test } from 'vitest'
import { delayFrom, MAX_DELAY_S } from './live-video'

test('?delay= gives the seconds behind live, within 0…MAX_DELAY_S', () => {
  expect(delayFrom('?delay=20')).toBe(20)
  expect(delayFrom('?delay=0')).toBe(0)
  expect(delayFrom(`?delay=${MAX_DELAY_S}`)).toBe(MAX_DELAY_S)
})

test.each(['', '?delay=', '?delay=51', '?delay=-5', '?delay=2.5', '?delay=abc', '?delay=999'])(
  '%s leaves hls.js its default (null)',
  (search) => {
    expect(delayFrom(search)).toBeNull()
  },
)
