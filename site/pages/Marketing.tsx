import {
  MARKETING_CHANNELS,
  MARKETING_PRODUCTS_MILLIONS,
  MARKETING_VENDORS,
} from '../../shared/constants'
import { groupThousands } from '../../shared/rules/thousands'

/** The network in three figures (spec §1 marketing copy counts). */
export function NetworkFigures() {
  const figures = [
    { value: groupThousands(MARKETING_CHANNELS), label: 'channels' },
    { value: groupThousands(MARKETING_VENDORS), label: 'vendors' },
    { value: `${MARKETING_PRODUCTS_MILLIONS}+ million`, label: 'products' },
  ]
  return (
    <section aria-labelledby="figures-title" className="figures">
      <h2 id="figures-title">The network</h2>
      <ul className="figures-list">
        {figures.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong> {figure.label}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Watch, scan, shop: the three steps, and the two kinds of match. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="how">
      <h2 id="how-title">How it works</h2>
      <ol>
        <li>
          <strong>Watch.</strong> A channel streams as usual; we follow what is on air: captions and
          the names of brands, models and places on screen.
        </li>
        <li>
          <strong>Scan.</strong> A QR code beside the stream opens the phone store for that channel.
          No app to install.
        </li>
        <li>
          <strong>Shop.</strong> Products, tickets and deals appear as they are matched. Buying
          happens on the partner retailer's own site.
        </li>
      </ol>
      <p>
        An <strong>exact match</strong> is an item named or shown on screen; a{' '}
        <strong>contextual match</strong> is an item related to what is being said.
      </p>
    </section>
  )
}
