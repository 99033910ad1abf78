import type { Product } from '../../shared/api/types'
import { VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { productTitle } from '../../shared/rules/product'
import { useStore } from '../preact-react/use-store'
import { type Favourites, voteOn } from '../stores/favourites'
import { Icon } from '../ui/icons'

/**
 * Visible labels, before and once cast: an up-vote keeps the item in Favourites (spec §4), a
 * down-vote takes it out (and the store leaves the card out: `Favourites.$hidden`).
 */
const VOTES = [
  [VOTE_UP, 'heart', 'Save', 'Saved'],
  [VOTE_DOWN, 'cross', 'Not for me', 'Not for me'],
] as const

/**
 * Up and down votes on a card (signed-in viewers): "Save" (up) keeps it in Favourites and then
 * reads "Saved", back to "Save" if the vote is rolled back or turned; "Not for me" (down)
 * takes it out. Each button's name starts with its visible label and names the product;
 * `aria-pressed` is the viewer's current vote.
 */
export function VoteButtons({
  product,
  favourites,
  channelId,
}: {
  product: Product
  favourites: Favourites
  /** The channel whose store shows the card: the vote names it. */
  channelId: string
}) {
  const mine = voteOn(useStore(favourites.$favourites), product)
  const title = productTitle(product)
  return (
    <span className="votes">
      {VOTES.map(([voteType, icon, label, cast]) => {
        const text = mine === voteType ? cast : label
        return (
          <button
            key={voteType}
            type="button"
            className="vote"
            aria-pressed={mine === voteType}
            aria-label={`${text}: ${title}`}
            onClick={() => favourites.vote(product, voteType, channelId)}
          >
            <Icon name={icon} size={14} />
            {text}
          </button>
        )
      })}
    </span>
  )
}
