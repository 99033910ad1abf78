import type { Product } from '../../shared/api/types'
import { productKey } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import type { RankingKind, Rankings } from '../stores/rankings'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { LIVE_TEXT } from './labels'
import { ProductCard, type VoteControl } from './ProductCard'

const EMPTY: Record<RankingKind, string> = {
  'most-liked': LIVE_TEXT.mostLikedEmpty,
  'most-clicked': LIVE_TEXT.mostClickedEmpty,
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
}: {
  rankings: Rankings
  kind: RankingKind
  onOpen: (product: Product) => void
  Vote: VoteControl | null
}) {
  const state = useStore(rankings.$rankings[kind])
  if (state.state === 'idle' || state.state === 'loading') return <Skeleton />
  if (state.state === 'error') {
    return <StateMessage text={state.message} onRetry={() => rankings.open(kind)} />
  }
  if (state.items.length === 0) return <StateMessage text={EMPTY[kind]} />
  return (
    <ol className="list">
      {state.items.map((product) => (
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
