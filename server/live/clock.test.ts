import { describe, expect, test } from 'vitest'
import { PROGRAM_EPOCH_MS, segmentAt, segmentsBefore } from './clock'

const program = [
  { title: 'A', caption: 'a', entities: [], durationSec: 30 },
  { title: 'B', caption: 'b', entities: [], durationSec: 60 },
  { title: 'C', caption: 'c', entities: [], durationSec: 10 },
]
const at = (seconds: number) => PROGRAM_EPOCH_MS + seconds * 1000

describe('the program clock', () => {
  test('puts the first segment on air at the epoch', () => {
    const onAir = segmentAt(program, at(0))
    expect(onAir).toMatchObject({ index: 0, cycle: 0, key: '0:0' })
    expect(onAir.endsAt.getTime()).toBe(at(30))
  })

  test('steps through segments by their durations', () => {
    expect(segmentAt(program, at(29.999)).index).toBe(0)
    expect(segmentAt(program, at(30)).index).toBe(1)
    expect(segmentAt(program, at(89)).index).toBe(1)
    expect(segmentAt(program, at(90)).index).toBe(2)
  })

  test('loops into the next cycle with a new key', () => {
    const onAir = segmentAt(program, at(100 + 45))
    expect(onAir).toMatchObject({ index: 1, cycle: 1, key: '1:1' })
    expect(onAir.startedAt.getTime()).toBe(at(130))
  })

  test('lists the segments aired before now, most recent first, across cycles', () => {
    const past = segmentsBefore(program, at(100 + 35), 4)
    expect(past.map((s) => s.key)).toEqual(['1:0', '0:2', '0:1', '0:0'])
  })
})
