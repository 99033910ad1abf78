import { useEffect, useState } from 'react'
import type { Product } from '../../shared/api'
import { DEMO_CHANNELS, findDemoChannel } from '../../shared/channels'
import { useRevealCount, useRevealItems } from '../card-reveal'
import { useReducedMotion } from '../hooks'

const TYPE_LABEL = { product: 'Product', ticket: 'Ticket', deal: 'Deal' } as const

function RevealCard({ product }: { product: Product }) {
  const title = product.title ?? product.name ?? 'Untitled item'
  return (
    <li className="reveal-card">
      <img src={product.image} alt="" width={160} height={160} loading="lazy" />
      <div className="reveal-card-body">
        <p className="reveal-card-tags">
          <span>{TYPE_LABEL[product.type ?? 'product']}</span>
          {product.match && <span>{product.match} match</span>}
        </p>
        <h3>
          <a href={product.link} target="_blank" rel="noopener">
            {title}
            <span className="visually-hidden"> (opens the retailer's page in a new tab)</span>
          </a>
        </h3>
        {product.price && <p className="reveal-card-price">{product.price}</p>}
      </div>
    </li>
  )
}

/** The cards, revealed one by one from mount; a new key replays the reveal. */
function RevealList({
  products,
  channelName,
  onDone,
}: {
  products: Product[]
  channelName: string
  onDone: (done: boolean) => void
}) {
  const shown = useRevealCount(products.length, useReducedMotion())
  const done = shown === products.length
  useEffect(() => onDone(done), [done, onDone])
  return (
    <>
      <p role="status" className="reveal-status">
        {products.length === 0
          ? `Nothing matched on ${channelName} yet.`
          : done
            ? `${products.length} newest matches on ${channelName}.`
            : 'Revealing…'}
      </p>
      <ol className="reveal-grid" aria-label={`Newest matches on ${channelName}`}>
        {products.slice(0, shown).map((product) => (
          <RevealCard key={product.id} product={product} />
        ))}
      </ol>
    </>
  )
}

/** /card-reveal: the live store's product card reveal, on real matches of a demo channel. */
export function CardRevealPage() {
  const [channelId, setChannelId] = useState('wildtv')
  const [run, setRun] = useState(0)
  const [done, setDone] = useState(false)
  const items = useRevealItems(channelId)
  // A failed load is the route's failure: the route error page says which kind.
  if (items.status === 'failed') throw items.error
  const channelName = findDemoChannel(channelId)?.name ?? channelId
  return (
    <article className="page wide">
      <h1>Card reveal</h1>
      <p className="lead">
        How matched items arrive in the live store: one card every half second, rising into place.
        With reduced motion set on your device, the cards appear at once, without movement.
      </p>
      <div className="reveal-controls">
        <label className="field">
          Channel
          <select value={channelId} onChange={(event) => setChannelId(event.currentTarget.value)}>
            {DEMO_CHANNELS.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => setRun(run + 1)}
          disabled={items.status !== 'ready' || !done}
        >
          Replay
        </button>
      </div>
      {items.status === 'loading' ? (
        <p role="status" className="reveal-status">
          Loading the newest matches…
        </p>
      ) : (
        <RevealList
          key={`${channelId}-${run}`}
          products={items.products}
          channelName={channelName}
          onDone={setDone}
        />
      )}
    </article>
  )
}
