import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { OnAir } from '../../shared/api/types'
import {
  fetchOnAir,
  nextDelay,
  ON_AIR_MIN_DELAY_MS,
  ON_AIR_POLL_MS,
  ON_AIR_SEGMENT_END_SLACK_MS,
  type OnAirState,
  pollOnAir,
} from './on-air'

const START = Date.parse('2026-05-01T10:00:00Z')

function segment(index: number, endsInMs: number): OnAir {
  return {
    channelId: 'wildtv',
    segment: {
      index,
      title: `Segment ${index}`,
      caption: 'A caption',
      entities: ['Shimano'],
      startedAt: new Date(Date.now() - 1_000).toISOString(),
      endsAt: new Date(Date.now() + endsInMs).toISOString(),
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('polling what is on air', () => {
  test('shows the segment, then asks again every poll interval', async () => {
    const load = vi.fn(async () => segment(1, 60_000))
    const states: OnAirState[] = []
    const stop = pollOnAir({ channelId: 'wildtv', load, onChange: (s) => states.push(s) })

    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toMatchObject({
      status: 'on-air',
      onAir: { segment: { title: 'Segment 1' } },
    })
    await vi.advanceTimersByTimeAsync(ON_AIR_POLL_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    stop()
  })

  test('asks again as soon as the segment ends when that comes before the next poll', async () => {
    let index = 0
    const load = vi.fn(async () => segment(++index, 2_000))
    const titles: string[] = []
    const stop = pollOnAir({
      channelId: 'wildtv',
      load,
      onChange: (s) => s.status === 'on-air' && titles.push(s.onAir.segment.title),
    })

    await vi.advanceTimersByTimeAsync(2_000 + ON_AIR_SEGMENT_END_SLACK_MS)
    expect(titles).toEqual(['Segment 1', 'Segment 2'])
    stop()
  })

  test('keeps a running segment through a failed ask, and reports unavailable once it has ended', async () => {
    const load = vi
      .fn<() => Promise<OnAir>>()
      .mockResolvedValueOnce(segment(1, 7_000))
      .mockRejectedValue(new Error('502'))
    const states: OnAirState[] = []
    const stop = pollOnAir({ channelId: 'wildtv', load, onChange: (s) => states.push(s) })

    await vi.advanceTimersByTimeAsync(ON_AIR_POLL_MS)
    expect(states.map((s) => s.status)).toEqual(['on-air', 'on-air'])
    await vi.advanceTimersByTimeAsync(7_000)
    expect(states.at(-1)).toEqual({ status: 'unavailable' })
    stop()
  })

  test('stops asking once stopped', async () => {
    const load = vi.fn(async () => segment(1, 60_000))
    const stop = pollOnAir({ channelId: 'wildtv', load, onChange: () => {} })
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(ON_AIR_POLL_MS * 3)
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('the wait before the next ask', () => {
  test('never drops below the minimum, even for a segment that already ended', () => {
    expect(nextDelay({ status: 'on-air', onAir: segment(1, -30_000) }, Date.now())).toBe(
      ON_AIR_MIN_DELAY_MS,
    )
    expect(nextDelay({ status: 'unavailable' }, Date.now())).toBe(ON_AIR_POLL_MS)
  })
})

describe('reading the on-air endpoint', () => {
  test('asks the channel now path of the API and parses the body', async () => {
    const body = segment(3, 10_000)
    const fetchFn = vi.fn(async () => Response.json(body))
    await expect(fetchOnAir('wild tv', fetchFn)).resolves.toEqual(body)
    expect(fetchFn).toHaveBeenCalledWith('/api/channels/wild%20tv/now', expect.anything())
  })

  test('rejects an error status and a body that is not OnAir', async () => {
    await expect(fetchOnAir('x', async () => new Response('', { status: 503 }))).rejects.toThrow(
      '503',
    )
    await expect(fetchOnAir('x', async () => Response.json({ segment: 'nope' }))).rejects.toThrow()
  })
})
