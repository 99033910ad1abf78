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
 * What a list that holds still shows (issue 17): the cards it holds, then any the feed has
 * below the last of them (older ones, such as the first screen filling in downwards: they
 * move nothing the viewer reads), and how many new products wait above, left out.
 */
export function holdStill(
  held: readonly Product[],
  live: readonly Product[],
): [shown: readonly Product[], waiting: number] {
  const keys = live.map(productKey)
  // Each held card's place in the feed, counted from 1; 0 when it is not there any more.
  const places = held.map((product) => keys.indexOf(productKey(product)) + 1)
  // Just past the last held card in the feed: 0 when none is there (or none held).
  const end = Math.max(0, ...places)
  // A held card shows its product as the feed has it now (matched again, say), in its place.
  const kept = held.map((product) => live[keys.indexOf(productKey(product))] ?? product)
  // Where cards no longer in the feed would sit is unknown, so none joins them.
  if (!end) return [kept, live.length]
  // Nothing after the last held card is held, so all of it goes below; above it, what is
  // not held waits.
  return [[...kept, ...live.slice(end)], end - places.filter(Boolean).length]
}

/**
 * The Live tab: skeleton, error with Retry, empty state, or the live cards newest first.
 * New cards never move what the viewer reads (issue 17): cards are placed by `translate`
 * (`useLiveMotion`), and while the list's top is off screen, or a card's link or button has
 * focus, the list holds still (voted-down cards still leave it); a pill says
 * how many new products wait above and brings the viewer up to them. Back at the top, the
 * list follows the feed again. Only products that arrived live come in with motion: the
 * first screen fills in from the channel's pool without any, newest first and each card
 * below the last (the feed's order), so a host page's main thread is not made to draw
 * animation frames while it loads, and those cards join a list that holds still. A card
 * whose content changes is drawn anew (`cardKey`), keeping the viewer's focus, so the
 * change moves nothing in it.
 */
export function LiveList({
  feed,
  onOpen,
  Vote,
  hidden,
}: {
  feed: Feed
  onOpen: (product: Product) => void
  Vote: VoteControl | null
  /** Products the viewer voted "Not for me": left out at once (spec §4). */
  hidden?: (product: Product) => boolean
}) {
  const state = useStore(feed.$feed)
  const arrived = useStore(feed.$arrived)
  const top = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const held = useRef(NONE)
  const live = state.state === 'ready' ? state.live.filter((product) => !hidden?.(product)) : NONE
  const [scrolledPast, release] = useLiveMotion(list, top, [state, arrived, Vote, hidden])
  const keepFocus = useFocusThroughRedraws(list)
  // A card's link or button in focus holds the list too, so new cards never slide it away
  // (under a consent banner, say); the list itself in focus (after a vote, the pill) does not.
  const focusIn = list.current?.querySelector(':focus')
  const still = (scrolledPast || focusIn) && held.current.length > 0
  const [shown, waiting] = still
    ? holdStill(
        held.current.filter((product) => !hidden?.(product)),
        live,
      )
    : [live, 0]
  held.current = shown

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
