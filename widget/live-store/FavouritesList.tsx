import type { Product } from '../../shared/api/types'
import { productKey } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import { type Favourites, favouriteProducts } from '../stores/favourites'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { ProductCard } from './ProductCard'
import { VoteButtons } from './VoteButtons'

/** The empty state (here, in the rewards chunk with the list, not in the widget's first download). */
export const FAVOURITES_EMPTY = 'No favourites yet — tap Save on a product to keep it here.'

/** The Favourites tab: the viewer's up-voted items, newest vote first (spec §4 "Favourites"). */
export function FavouritesList({
  favourites,
  onOpen,
  channelId,
}: {
  favourites: Favourites
  onOpen: (product: Product) => void
  /** The channel whose store shows the tab: its votes name it. */
  channelId: string
}) {
  const state = useStore(favourites.$favourites)
  if (state.status === 'idle' || state.status === 'loading') return <Skeleton />
  if (state.status === 'error') {
    return <StateMessage text={state.message} onRetry={favourites.refresh} />
  }
  const items = favouriteProducts(state)
  if (items.length === 0) return <StateMessage text={FAVOURITES_EMPTY} />
  const Vote = ({ product }: { product: Product }) => (
    <VoteButtons product={product} favourites={favourites} channelId={channelId} />
  )
  return (
    <ul className="list">
      {items.map((product) => (
        <ProductCard key={productKey(product)} product={product} onOpen={onOpen} Vote={Vote} />
      ))}
    </ul>
  )
}
