import { useStore } from '@nanostores/react'
import type { Product } from '../../shared/api/types'
import { VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { productTitle } from '../../shared/rules/product'
import { type Favourites, voteOn } from '../stores/favourites'

/** Up and down votes on a card (signed-in viewers): up keeps it in Favourites, down takes it out. */
export function VoteButtons({ product, favourites }: { product: Product; favourites: Favourites }) {
  const mine = voteOn(useStore(favourites.$favourites), product)
  const title = productTitle(product)
  return (
    <span className="votes">
      <button
        type="button"
        className="vote"
        aria-pressed={mine === VOTE_UP}
        aria-label={`Vote up: ${title}`}
        onClick={() => favourites.vote(product, VOTE_UP)}
      >
        ▲
      </button>
      <button
        type="button"
        className="vote"
        aria-pressed={mine === VOTE_DOWN}
        aria-label={`Vote down: ${title}`}
        onClick={() => favourites.vote(product, VOTE_DOWN)}
      >
        ▼
      </button>
    </span>
  )
}
