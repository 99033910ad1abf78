import { atom, type ReadableAtom } from 'nanostores'
import type { TimerId } from '../../shared/api/timers'
import { AI_STATUS_REVERT_MS } from '../../shared/constants'
import { productKey } from '../../shared/rules/product'
import type { Env } from '../env'
import type { FeedState } from './feed'

/** The AI status line's texts (spec §2 "Other elements"). */
export const STATUS_TEXT = {
  connecting: 'Connecting...',
  connected: 'Connected!',
  searching: 'Searching for products...',
  /** Not in the spec: its 'Searching for products...' once Live shows some (issue 62). */
  more: 'Searching for more products...',
} as const

export type StatusText = (typeof STATUS_TEXT)[keyof typeof STATUS_TEXT]

export type Status = {
  $status: ReadableAtom<StatusText>
  /**
   * When the product on top of Live was matched (its `time`, or the env clock when it came
   * without one or from the future); null while Live shows no product.
   */
  $lastMatch: ReadableAtom<number | null>
  start(): void
  stop(): void
}

/**
 * The AI status line: 'Connecting...' at start, 'Connected!' when the feed's first answer
 * arrives, then 'Searching for products...' AI_STATUS_REVERT_MS later, or 'Searching for more
 * products...' while Live shows some, following the feed from then on; and the last match
 * time once Live shows products.
 */
export function createStatus(
  env: Env,
  $answered: ReadableAtom<boolean>,
  $feed: ReadableAtom<FeedState>,
): Status {
  const $status = atom<StatusText>(STATUS_TEXT.connecting)
  const $lastMatch = atom<number | null>(null)
  let timer: TimerId | undefined
  let unsubscribe: (() => void) | undefined
  let unwatchFeed: (() => void) | undefined
  let top: string | null = null
  const searching = () => {
    const feed = $feed.get()
    return feed.state === 'ready' && feed.live.length ? STATUS_TEXT.more : STATUS_TEXT.searching
  }

  function stop(): void {
    unsubscribe?.()
    unwatchFeed?.()
    unsubscribe = unwatchFeed = undefined
    env.clearTimeout(timer)
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
        $status.set(searching())
      }, AI_STATUS_REVERT_MS)
    })
    top = null
    $lastMatch.set(null)
    unwatchFeed = $feed.subscribe((feed) => {
      if (!timer && $status.get() !== STATUS_TEXT.connecting) $status.set(searching())
      const first = feed.state === 'ready' ? feed.live[0] : undefined
      const key = first ? productKey(first) : null
      if (key === top) return
      top = key
      const now = env.now()
      const matched = Date.parse(first?.time ?? '')
      $lastMatch.set(first ? (matched <= now ? matched : now) : null)
    })
  }

  return { $status, $lastMatch, start, stop }
}
