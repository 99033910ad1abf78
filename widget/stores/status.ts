import { atom, type ReadableAtom } from 'nanostores'
import type { TimerId } from '../../shared/api/timers'
import { AI_STATUS_REVERT_MS } from '../../shared/constants'
import type { Env } from '../env'

/** The AI status line's texts (spec §2 "Other elements"). */
export const STATUS_TEXT = {
  connecting: 'Connecting...',
  connected: 'Connected!',
  searching: 'Searching for products...',
} as const

export type StatusText = (typeof STATUS_TEXT)[keyof typeof STATUS_TEXT]

export type Status = {
  $status: ReadableAtom<StatusText>
  start(): void
  stop(): void
}

/**
 * The AI status line: 'Connecting...' at start, 'Connected!' when the feed's first answer
 * arrives, then 'Searching for products...' AI_STATUS_REVERT_MS later.
 */
export function createStatus(env: Env, $answered: ReadableAtom<boolean>): Status {
  const $status = atom<StatusText>(STATUS_TEXT.connecting)
  let timer: TimerId | undefined
  let unsubscribe: (() => void) | undefined

  function stop(): void {
    unsubscribe?.()
    unsubscribe = undefined
    if (timer !== undefined) env.clearTimeout(timer)
    timer = undefined
  }

  function start(): void {
    stop()
    $status.set(STATUS_TEXT.connecting)
    unsubscribe = $answered.subscribe((answered) => {
      if (!answered || $status.get() !== STATUS_TEXT.connecting) return
      $status.set(STATUS_TEXT.connected)
      timer = env.setTimeout(() => {
        timer = undefined
        $status.set(STATUS_TEXT.searching)
      }, AI_STATUS_REVERT_MS)
    })
  }

  return { $status, start, stop }
}
