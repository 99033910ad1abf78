import type { Product } from '../../shared/api/types'
import { productKey } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import type { RankingKind, Rankings } from '../stores/rankings'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { ProductCard, type VoteControl } from './ProductCard'

/** Each ranking's empty state (here, in the tabs' lazy chunk, not in the widget's first download). */
export const RANKING_EMPTY: Record<RankingKind, string> = {
  'most-liked': 'No liked products yet — votes show up here.',
  'most-clicked': 'No clicks yet — the most clicked products show up here.',
}

function countNote(kind: RankingKind, count: number | undefined): string | undefined {
  if (count === undefined) return undefined
  const unit = kind === 'most-liked' ? 'like' : 'click'
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** A Most liked / Most clicked tab. */
export function RankingList({
  rankings,
  kind,
  onOpen,
  Vote,
  hidden,
}: {
  rankings: Rankings
  kind: RankingKind
  onOpen: (product: Product) => void
  Vote: VoteControl | null
  /** Products the viewer voted "Not for me": left out at once (spec §4). */
  hidden?: (product: Product) => boolean
}) {
  const state = useStore(rankings.$rankings[kind])
  if (state.state === 'idle' || state.state === 'loading') return <Skeleton />
  if (state.state === 'error') {
    return <StateMessage text={state.message} onRetry={() => rankings.open(kind)} />
  }
  const items = state.items.filter((product) => !hidden?.(product))
  if (items.length === 0) return <StateMessage text={RANKING_EMPTY[kind]} />
  return (
    <ol className="list">
      {items.map((product) => (
        <ProductCard
          key={productKey(product)}
          product={product}
          onOpen={onOpen}
          note={countNote(kind, product.count)}
          Vote={Vote}
        />
      ))}
    </ol>
  )
}
