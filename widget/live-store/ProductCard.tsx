import type { FunctionComponent, MouseEvent } from 'react'
import type { Product } from '../../shared/api/types'
import { productKey, productTitle } from '../../shared/rules/product'
import { Badge } from '../ui/Badge'
import { BUY_LABEL, MATCH_LABEL, TYPE_LABEL } from './labels'
import { ARRIVED_CLASS } from './live-motion'

/** A product card's vote control. */
export type VoteControl = FunctionComponent<{ product: Product }>

export type ProductCardProps = {
  product: Product
  /** Called when the viewer opens the partner link (click or middle click). */
  onOpen: (product: Product) => void
  /** Extra line, e.g. "12 clicks" on a ranking. */
  note?: string
  /** The vote control (signed-in viewers only; it comes with the rewards chunk). */
  Vote?: VoteControl | null
  /** Arrived live (issue 17): in the Live list only such a card comes in with motion. */
  arrived?: boolean
}

/**
 * What a card shows, as a key for it (issue 17): a product whose card changes in place (matched
 * again with another reason, say) is drawn as a new card. Text that changes inside an element
 * the browser has laid out moves what follows it, a layout shift; a new element moves nothing.
 * Only the match's time, which the card does not show, is left out.
 */
export function cardKey({ time, ...shown }: Product): string {
  return JSON.stringify(shown)
}

/**
 * One product, ticket or deal. Every text comes from the API and is rendered as text, the
 * match's reason (`why`, worded by the server) included, in a muted line under the title;
 * the buy link (through our redirect when the server gives one: `out`, issue 65) opens the
 * partner in a new tab without a handle on this page
 * (`noopener noreferrer`) and is marked as a paid link (`sponsored`).
 */
export function ProductCard({ product, onOpen, note, Vote, arrived }: ProductCardProps) {
  const type = product.type ?? 'product'
  const title = productTitle(product)
  const meta = [product.vendor, product.category].filter(Boolean).join(' · ')
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Middle click opens a tab too; right click (button 2) only shows the menu.
    if (event.type === 'click' || event.button === 1) onOpen(product)
  }
  return (
    <li
      className={arrived ? `card ${ARRIVED_CLASS}` : 'card'}
      data-type={type}
      data-key={productKey(product)}
    >
      <img
        className="card-img"
        src={product.image}
        alt={title}
        width={88}
        height={88}
        decoding="async"
      />
      <div className="card-body">
        <div className="badges">
          <Badge>{TYPE_LABEL[type]}</Badge>
          {product.match && <Badge match={product.match}>{MATCH_LABEL[product.match]}</Badge>}
        </div>
        <h3 className="card-title">{title}</h3>
        {meta && <p className="card-meta">{meta}</p>}
        {product.why && <p className="card-meta">{product.why}</p>}
        {note && <p className="card-meta">{note}</p>}
        <div className="card-foot">
          <span className="price">{product.price ?? ''}</span>
          {Vote && <Vote product={product} />}
          <a
            className="buy"
            href={product.out ?? product.link}
            target="_blank"
            rel="noopener noreferrer sponsored"
            aria-label={`${BUY_LABEL[type]}: ${title}`}
            onClick={open}
            onAuxClick={open}
          >
            {BUY_LABEL[type]}
          </a>
        </div>
      </div>
    </li>
  )
}
