// The frame's view of the host page's picture (issue 16): asked through the bridge, rarely.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BRIDGE_ERROR, type Bridge, BridgeError, type ParentMethods } from '../../shared/bridge'
import { PICTURE_CHECK_MS } from '../../shared/constants'
import { hostPicture } from './host-picture'

function fakeParent(answer: () => Promise<unknown>) {
  const call = vi.fn((_method: string) => answer())
  const parent = {
    call,
    connected: Promise.resolve(),
    destroy() {},
  } as unknown as Bridge<ParentMethods>
  return { parent, call }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(100_000)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('hostPicture', () => {
  test('is unknown until the loader answers, then runs on with the clock between answers', async () => {
    let picture = 50_000
    const { parent, call } = fakeParent(async () => picture)
    const read = hostPicture(parent, Date.now, () => {})
    expect(read()).toBe('unknown')
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe(50_000)
    expect(call).toHaveBeenCalledTimes(1)
    // Within PICTURE_CHECK_MS the loader is not asked again; the time moves with the clock.
    await vi.advanceTimersByTimeAsync(100)
    expect(read()).toBe(50_100)
    expect(call).toHaveBeenCalledTimes(1)
    // Later it is asked again, and its answer wins (the viewer paused: the picture stayed).
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS)
    picture = 50_000
    read()
    expect(call).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe(50_000)
  })

  // Issue 17: the frame's address said the element had no time source (embedPictureHint).
  test('starts from the picture it is given, until the loader first answers', async () => {
    const answers: unknown[] = ['none', 60_000]
    const { parent, call } = fakeParent(async () => answers.shift())
    const known = vi.fn()
    const read = hostPicture(parent, Date.now, known, 'none')
    expect(read()).toBe('none')
    expect(call).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe('none')
    // A time source the page set after the frame was made counts from the next answer.
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS)
    read()
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe(60_000)
    // None of it ended an unknown: nothing waited for these answers.
    expect(known).not.toHaveBeenCalled()
  })

  test('says when its picture becomes known: the first answer, and each after an unknown one', async () => {
    const answers: unknown[] = ['unknown', 40_000, 41_000, 'unknown', 'none']
    const { parent } = fakeParent(async () => answers.shift())
    const known = vi.fn()
    const read = hostPicture(parent, Date.now, known)
    const calls: number[] = []
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS)
      read()
      calls.push(known.mock.calls.length)
    }
    // unknown (no call), 40 s (known), 41 s (still known: no call), unknown, none (known again).
    expect(calls).toEqual([0, 1, 1, 1, 2])
  })

  test('passes unknown and none on, and takes anything else the page answers as none', async () => {
    const answers: unknown[] = ['unknown', 'none', 'soon', Number.NaN, { at: 1 }]
    const { parent } = fakeParent(async () => answers.shift())
    const read = hostPicture(parent, Date.now, () => {})
    const seen: unknown[] = []
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS)
      seen.push(read())
    }
    expect(seen).toEqual(['unknown', 'none', 'none', 'none', 'none'])
  })

  test('a loader that cannot answer (older, or gone) means none: nothing waits for it', async () => {
    const { parent } = fakeParent(() =>
      Promise.reject(new BridgeError(BRIDGE_ERROR.methodNotFound)),
    )
    const known = vi.fn()
    const read = hostPicture(parent, Date.now, known)
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe('none')
    // The feed is told at once: what waited for the picture need wait no longer.
    expect(known).toHaveBeenCalledTimes(1)
  })

  test('asks once at a time, however often the feed looks', async () => {
    let answer: (value: unknown) => void = () => {}
    const { parent, call } = fakeParent(() => new Promise((resolve) => (answer = resolve)))
    const read = hostPicture(parent, Date.now, () => {})
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS)
      read()
    }
    expect(call).toHaveBeenCalledTimes(1)
    answer(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(read()).toBe(1)
  })
})
