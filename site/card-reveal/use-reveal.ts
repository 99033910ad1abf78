import { useEffect, useState } from 'react'
import type { Product } from '../../shared/api'
import { QUEUE_INTERVAL_MS } from '../../shared/constants'
import { browserEnv } from '../env'
import { loadRevealProducts } from './load-products'

/** How many items the reveal shows. */
export const REVEAL_COUNT = 8

/** The items to reveal: loading, loaded, or the error the route error page will show. */
export type RevealItems =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'failed'; error: unknown }

/** Loads the channel's newest items once per channel. */
export function useRevealItems(channelId: string): RevealItems {
  const [items, setItems] = useState<RevealItems>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setItems({ status: 'loading' })
    loadRevealProducts(browserEnv(), channelId, REVEAL_COUNT, controller.signal).then(
      (products) => controller.signal.aborted || setItems({ status: 'ready', products }),
      (error: unknown) => controller.signal.aborted || setItems({ status: 'failed', error }),
    )
    return () => controller.abort()
  }, [channelId])
  return items
}

/**
 * How many of `total` cards are shown: one more every QUEUE_INTERVAL_MS, as the live feed
 * queues them (spec §4, §9); all at once when the viewer asked for less motion. Remount
 * the component (a new key) to start over.
 */
export function useRevealCount(total: number, reducedMotion: boolean): number {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (reducedMotion) {
      setShown(total)
      return
    }
    setShown(0)
    if (total === 0) return
    let count = 0
    const timer = setInterval(() => {
      count += 1
      setShown(count)
      if (count >= total) clearInterval(timer)
    }, QUEUE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [total, reducedMotion])
  return Math.min(shown, total)
}
