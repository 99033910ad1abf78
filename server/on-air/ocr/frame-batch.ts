// The frames the followers of a process ask for, taken by one ffmpeg run a batch: starting
// Debian's ffmpeg costs about 0.14 s of CPU, more than decoding a small segment, and twelve
// streams read every 5 s start it 2.4 times a second.
import { type BatchResult, type FrameOptions, type FramesResult, segmentsFrames } from './frames'

/** Not in the spec: how long the first frame asked for waits for others to share its run. */
export const GATHER_MS = 1_000
/** Not in the spec: the most segments one ffmpeg run takes. */
export const BATCH_MAX = 8

type Asked = { segment: Uint8Array; answer: (result: FramesResult) => void }

export type FrameBatchOptions = FrameOptions & {
  gatherMs?: number
  max?: number
  /** Runs ffmpeg on a batch (the real one by default). */
  run?: (segments: readonly Uint8Array[], options: FrameOptions) => Promise<BatchResult>
}

/**
 * `frames(segment)` answers as `segmentFrames` would, from runs of up to `max` segments asked
 * for within `gatherMs` of each other. A run that fails is tried again one segment at a time,
 * so a bad segment costs only its own frames.
 */
export function createFrameBatcher(options: FrameBatchOptions = {}) {
  const { gatherMs = GATHER_MS, max = BATCH_MAX, run = segmentsFrames, ...frameOptions } = options
  let waiting: Asked[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  async function runAlone(asked: Asked) {
    const read = await run([asked.segment], frameOptions)
    asked.answer(read.ok ? { ok: true, frames: read.frames[0] ?? [] } : read)
  }

  async function flush() {
    clearTimeout(timer)
    timer = undefined
    const batch = waiting
    waiting = []
    if (!batch.length) return
    const read = await run(
      batch.map((asked) => asked.segment),
      frameOptions,
    )
    if (read.ok) {
      batch.forEach((asked, i) => {
        asked.answer({ ok: true, frames: read.frames[i] ?? [] })
      })
    } else if (batch.length === 1 || read.reason === 'ffmpeg-missing')
      for (const asked of batch) asked.answer(read)
    else for (const asked of batch) await runAlone(asked)
  }

  return {
    frames(segment: Uint8Array): Promise<FramesResult> {
      return new Promise((answer) => {
        waiting.push({ segment, answer })
        if (waiting.length >= max) void flush()
        else timer ??= setTimeout(() => void flush(), gatherMs)
      })
    },
  }
}
