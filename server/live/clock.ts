import type { ProgramSegment as Segment } from '../db/schema'

/** Not in the spec: the moment every demo program's first cycle started. */
export const PROGRAM_EPOCH_MS = Date.UTC(2026, 0, 1)

/** A segment of a program at a moment: which one, in which cycle, from when to when. */
export type SegmentOnAir = {
  index: number
  cycle: number
  segment: Segment
  startedAt: Date
  endsAt: Date
  /** Unique per channel and airing: '{cycle}:{index}'. */
  key: string
}

function cycleLengthMs(program: readonly Segment[]): number {
  return program.reduce((sum, s) => sum + s.durationSec * 1000, 0)
}

/** The segment of a looping program on air at `nowMs`. */
export function segmentAt(
  program: readonly Segment[],
  nowMs: number,
  epochMs = PROGRAM_EPOCH_MS,
): SegmentOnAir {
  const length = cycleLengthMs(program)
  if (!program.length || length <= 0) throw new Error('a program needs segments with a duration')
  const elapsed = nowMs - epochMs
  const cycle = Math.floor(elapsed / length)
  let offset = elapsed - cycle * length
  let start = epochMs + cycle * length
  for (const [index, segment] of program.entries()) {
    const duration = segment.durationSec * 1000
    if (offset < duration) {
      return {
        index,
        cycle,
        segment,
        startedAt: new Date(start),
        endsAt: new Date(start + duration),
        key: `${cycle}:${index}`,
      }
    }
    offset -= duration
    start += duration
  }
  // Unreachable: offset < length always lands in a segment.
  throw new Error('segment arithmetic failed')
}

/** The `count` segments aired before the one on air at `nowMs`, most recent first. */
export function segmentsBefore(
  program: readonly Segment[],
  nowMs: number,
  count: number,
  epochMs = PROGRAM_EPOCH_MS,
): SegmentOnAir[] {
  const out: SegmentOnAir[] = []
  let at = segmentAt(program, nowMs, epochMs).startedAt.getTime() - 1
  for (let i = 0; i < count; i++) {
    const previous = segmentAt(program, at, epochMs)
    out.push(previous)
    at = previous.startedAt.getTime() - 1
  }
  return out
}
