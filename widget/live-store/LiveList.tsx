import { useRef } from 'react'
import type { Product } from '../../shared/api/types'
import { productKey } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import type { Feed } from '../stores/feed'
import { Icon } from '../ui/icons'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { useFocusThroughRedraws } from './keep-focus'
import { LIVE_TEXT, newProductsText } from './labels'
import { useLiveMotion } from './live-motion'
import { cardKey, ProductCard, type VoteControl } from './ProductCard'

const NONE: readonly Product[] = []

/**
 * The Live tab: skeleton, error with Retry, empty state, or the live cards newest first.
 * New cards never move what the viewer reads (issue 17): cards are placed by `translate`
 * (`useLiveMotion`), and while the list's top is off screen the list holds still; a pill says
 * how many new products wait above and brings the viewer up to them. Back at the top, the
 * list follows the feed again. Only products that arrived live come in with motion: the
 * first screen fills in from the channel's pool without any, so a host page's main thread
 * is not made to draw animation frames while it loads. A card whose content changes is
 * drawn anew (`cardKey`), keeping the viewer's focus, so the change moves nothing in it.
 */
export function LiveList({
  feed,
  onOpen,
  Vote,
}: {
  feed: Feed
  onOpen: (product: Product) => void
  Vote: VoteControl | null
}) {
  const state = useStore(feed.$feed)
  const arrived = useStore(feed.$arrived)
  const top = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const held = useRef(NONE)
  const live = state.state === 'ready' ? state.live : NONE
  const [scrolledPast, release] = useLiveMotion(list, top, [state, arrived, Vote])
  const keepFocus = useFocusThroughRedraws(list)
  const still = scrolledPast && held.current.length > 0
  if (!still) held.current = live
  const shown = held.current
  const keys = shown.map(productKey)
  const waiting = still ? live.filter((product) => !keys.includes(productKey(product))).length : 0

  const jumpUp = () => {
    release()
    top.current?.scrollIntoView({ block: 'start' })
    list.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <div ref={top} />
      {state.state === 'loading' ? (
        <Skeleton />
      ) : state.state === 'error' ? (
        <StateMessage text={state.message} onRetry={feed.retry} />
      ) : shown.length === 0 ? (
        <StateMessage text={LIVE_TEXT.empty} />
      ) : (
        <>
          <div className="pill-bar">
            {waiting > 0 && (
              <button type="button" className="pill" onClick={jumpUp}>
                <Icon name="up" size={14} />
                {newProductsText(waiting)}
              </button>
            )}
          </div>
          <ul
            ref={list}
            className="list live-list"
            tabIndex={-1}
            aria-label="Live products"
            aria-live="polite"
            aria-relevant="additions"
            onBlurCapture={keepFocus}
          >
            {shown.map((product) => (
              <ProductCard
                key={cardKey(product)}
                product={product}
                onOpen={onOpen}
                Vote={Vote}
                arrived={arrived.has(productKey(product))}
              />
            ))}
          </ul>
        </>
      )}
    </>
  )
}
