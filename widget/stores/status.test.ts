import { atom } from 'nanostores'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { AI_STATUS_REVERT_MS } from '../../shared/constants'
import { fakeEnv } from '../testing'
import { createStatus } from './status'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('reads Connecting... until the feed first answers', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered)
  status.start()
  vi.advanceTimersByTime(10_000)
  expect(status.$status.get()).toBe('Connecting...')
  status.stop()
})

test('reads Connected! on the first answer and Searching for products... 2 s later', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered)
  status.start()
  answered.set(true)
  expect(status.$status.get()).toBe('Connected!')
  vi.advanceTimersByTime(AI_STATUS_REVERT_MS - 1)
  expect(status.$status.get()).toBe('Connected!')
  vi.advanceTimersByTime(1)
  expect(status.$status.get()).toBe('Searching for products...')
  status.stop()
})

test('stop cancels the pending change', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered)
  status.start()
  answered.set(true)
  status.stop()
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(AI_STATUS_REVERT_MS)
  expect(status.$status.get()).toBe('Connected!')
})
