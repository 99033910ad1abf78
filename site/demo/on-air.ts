import { paths } from '../../shared/api/paths'
import { type OnAir, OnAirSchema } from '../../shared/api/types'
import { readApi } from '../env/read-api'

/** How often the demo page asks what is on air (not in the spec; a few seconds keeps the screen fresh). */
export const ON_AIR_POLL_MS = 5_000
/** Asks again this long after a segment's end, so the server has moved on to the next one. */
export const ON_AIR_SEGMENT_END_SLACK_MS = 250
/** Shortest wait between two asks, so a clock skew or a stale `endsAt` cannot cause a tight loop. */
export const ON_AIR_MIN_DELAY_MS = 1_000

/** What the stand-in screen shows. */
export type OnAirState =
  | { status: 'tuning' }
  | { status: 'on-air'; onAir: OnAir }
  | { status: 'unavailable' }

/** Reads `GET {apiBase}/channels/{id}/now`; throws on a non-OK status or a body that is not OnAir. */
export function fetchOnAir(
  channelId: string,
  fetchFn: typeof fetch,
  signal?: AbortSignal,
  apiBase?: string,
): Promise<OnAir> {
  return readApi(fetchFn, paths.channelNow(channelId), OnAirSchema, signal, apiBase)
}

/** Milliseconds until the next ask: the poll interval, or sooner when the segment ends first. */
export function nextDelay(state: OnAirState, now: number): number {
  if (state.status !== 'on-air') return ON_AIR_POLL_MS
  const untilEnd = Date.parse(state.onAir.segment.endsAt) - now + ON_AIR_SEGMENT_END_SLACK_MS
  if (Number.isNaN(untilEnd)) return ON_AIR_POLL_MS
  return Math.min(ON_AIR_POLL_MS, Math.max(ON_AIR_MIN_DELAY_MS, untilEnd))
}

type PollOptions = {
  channelId: string
  load: (channelId: string, signal: AbortSignal) => Promise<OnAir>
  onChange: (state: OnAirState) => void
  now?: () => number
}

/**
 * Asks what is on air now and again after each answer (see nextDelay). A failed ask keeps
 * the last segment while it is still running, otherwise reports 'unavailable'.
 * Returns a stop function that cancels the pending ask.
 */
export function pollOnAir({ channelId, load, onChange, now = Date.now }: PollOptions): () => void {
  let state: OnAirState = { status: 'tuning' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const controller = new AbortController()

  const tick = async (): Promise<void> => {
    try {
      state = { status: 'on-air', onAir: await load(channelId, controller.signal) }
    } catch {
      if (stopped) return
      const stillRunning =
        state.status === 'on-air' && Date.parse(state.onAir.segment.endsAt) > now()
      if (!stillRunning) state = { status: 'unavailable' }
    }
    if (stopped) return
    onChange(state)
    timer = setTimeout(tick, nextDelay(state, now()))
  }

  void tick()
  return () => {
    stopped = true
    clearTimeout(timer)
    controller.abort()
  }
}
