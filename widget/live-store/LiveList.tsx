import type { Product } from '../../shared/api/types'
import { productKey } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import type { Feed } from '../stores/feed'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { LIVE_TEXT } from './labels'
import { ProductCard, type VoteControl } from './ProductCard'

/** The Live tab: skeleton, error with Retry, empty state, or the live cards newest first. */
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
  if (state.state === 'loading') return <Skeleton />
  if (state.state === 'error') return <StateMessage text={state.message} onRetry={feed.retry} />
  if (state.live.length === 0) return <StateMessage text={LIVE_TEXT.empty} />
  return (
    <ul className="list" aria-live="polite" aria-relevant="additions">
      {state.live.map((product) => (
        <ProductCard key={productKey(product)} product={product} onOpen={onOpen} Vote={Vote} />
      ))}
    </ul>
  )
}
