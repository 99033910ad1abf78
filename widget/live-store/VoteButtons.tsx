import { useStore } from '@nanostores/react'
import type { Product } from '../../shared/api/types'
import { VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { productTitle } from '../../shared/rules/product'
import { type Favourites, voteOn } from '../stores/favourites'

const VOTES = [
  [VOTE_UP, '▲', 'Vote up'],
  [VOTE_DOWN, '▼', 'Vote down'],
] as const

/** Up and down votes on a card (signed-in viewers): up keeps it in Favourites, down takes it out. */
export function VoteButtons({ product, favourites }: { product: Product; favourites: Favourites }) {
  const mine = voteOn(useStore(favourites.$favourites), product)
  const title = productTitle(product)
  return (
    <span className="votes">
      {VOTES.map(([voteType, glyph, label]) => (
        <button
          key={voteType}
          type="button"
          className="vote"
          aria-pressed={mine === voteType}
          aria-label={`${label}: ${title}`}
          onClick={() => favourites.vote(product, voteType)}
        >
          {glyph}
        </button>
      ))}
    </span>
  )
}
