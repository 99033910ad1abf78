import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFrameBatcher } from './frame-batch'
import type { BatchResult } from './frames'

// One ffmpeg run for the frames asked for together; a failed run tried one segment at a time.

const seg = (n: number) => new Uint8Array([n])
const png = (n: number) => new Uint8Array([n, n])

/** A run that answers one frame per segment (its byte twice), failing on a segment [0]. */
function fakeRun() {
  const runs: number[][] = []
  const run = async (segments: readonly Uint8Array[]): Promise<BatchResult> => {
    runs.push(segments.map((s) => s[0] ?? -1))
    if (segments.some((s) => s[0] === 0))
      return { ok: false, reason: 'failed', message: 'bad input' }
    return { ok: true, frames: segments.map((s) => [png(s[0] ?? -1)]) }
  }
  return { run, runs }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createFrameBatcher', () => {
  test('frames asked for within the gathering time share one run; each gets its own', async () => {
    vi.useFakeTimers()
    const { run, runs } = fakeRun()
    const batch = createFrameBatcher({ gatherMs: 1000, max: 8, run })
    const first = batch.frames(seg(1))
    await vi.advanceTimersByTimeAsync(600)
    const second = batch.frames(seg(2))
    expect(runs).toEqual([])
    await vi.advanceTimersByTimeAsync(400)
    expect(await first).toEqual({ ok: true, frames: [png(1)] })
    expect(await second).toEqual({ ok: true, frames: [png(2)] })
    expect(runs).toEqual([[1, 2]])
    // The next one asked waits for its own gathering time.
    const third = batch.frames(seg(3))
    await vi.advanceTimersByTimeAsync(1000)
    expect(await third).toEqual({ ok: true, frames: [png(3)] })
    expect(runs).toEqual([[1, 2], [3]])
  })

  test('a full batch runs at once', async () => {
    vi.useFakeTimers()
    const { run, runs } = fakeRun()
    const batch = createFrameBatcher({ gatherMs: 1000, max: 2, run })
    const both = Promise.all([batch.frames(seg(4)), batch.frames(seg(5))])
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toEqual([[4, 5]])
    expect((await both).map((r) => r.ok)).toEqual([true, true])
  })

  test('a run that fails is tried a segment at a time: only the bad one fails', async () => {
    vi.useFakeTimers()
    const { run, runs } = fakeRun()
    const batch = createFrameBatcher({ gatherMs: 10, run })
    const answers = Promise.all([batch.frames(seg(6)), batch.frames(seg(0)), batch.frames(seg(7))])
    await vi.advanceTimersByTimeAsync(10)
    expect(await answers).toEqual([
      { ok: true, frames: [png(6)] },
      { ok: false, reason: 'failed', message: 'bad input' },
      { ok: true, frames: [png(7)] },
    ])
    expect(runs).toEqual([[6, 0, 7], [6], [0], [7]])
  })

  test('without ffmpeg every segment asked for is told so, with no retries', async () => {
    vi.useFakeTimers()
    const runs: number[] = []
    const missing: BatchResult = { ok: false, reason: 'ffmpeg-missing', message: 'no ffmpeg' }
    const batch = createFrameBatcher({
      gatherMs: 10,
      run: async (segments) => {
        runs.push(segments.length)
        return missing
      },
    })
    const answers = Promise.all([batch.frames(seg(1)), batch.frames(seg(2))])
    await vi.advanceTimersByTimeAsync(10)
    expect(await answers).toEqual([missing, missing])
    expect(runs).toEqual([2])
  })
})
