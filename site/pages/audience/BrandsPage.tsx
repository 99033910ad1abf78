import { Link } from 'react-router'
import { NetworkFigures } from '../Marketing'
import { FeedArt } from './Illustrations'
import { type Point, Points, Steps } from './Points'

const START: readonly Point[] = [
  {
    title: 'Export your Merchant Center feed',
    text: 'The product feed you already give Google works as it is: tab-separated text with a header row, or RSS or Atom XML, with id, title, link, image link and price.',
  },
  {
    title: 'Import it in the Studio',
    text: 'Add the feed by URL (we fetch it again on a schedule) or upload the file, on your own channel or the channel you partner with.',
  },
  {
    title: 'Read the import report',
    text: 'It counts the rows taken and lists each one left out with the reason: a missing price, a picture that fails the check, a link that is not https.',
  },
]

const MATCHING: readonly Point[] = [
  {
    title: 'Exact: named on screen',
    text: 'When a caption or a lower third names your brand, model or product, the item with that name is an exact match and shows first.',
  },
  {
    title: 'Contextual: fits the talk',
    text: 'Items related to what is being said show as contextual matches, and items of the channel’s topic count for more: golf gear on a golf channel.',
  },
  {
    title: 'Bought on your own page',
    text: 'The card links straight to your product page; the sale, the price and the customer stay yours.',
  },
]

/** /brands: the pitch to brands and retailers, starting with the catalog import. */
export function BrandsPage() {
  return (
    <article className="page marketing audience">
      <div className="hero audience-hero">
        <div>
          <h1>Your products, when your brand is on screen</h1>
          <p className="lead">
            Import your product feed once. When a programme names or shows what you sell, or talks
            about what it is for, your items appear in the live store beside the stream and on
            viewers’ phones.
          </p>
          <p className="next-steps">
            <Link className="button" to="/studio">
              Import your feed
            </Link>
            <Link className="button secondary" to="/docs">
              Feed format in the docs
            </Link>
          </p>
        </div>
        <FeedArt />
      </div>
      <Steps id="brand-start-title" title="How to start: your catalog" steps={START} />
      <Points
        id="brand-matching-title"
        title="How matching places your products"
        points={MATCHING}
      />
      <section aria-labelledby="brand-example-title" className="audience-example">
        <h2 id="brand-example-title">An example match</h2>
        <p>
          <strong>An example, not a live listing:</strong> a lower third reads “Garmin inReach Mini
          2”. A feed item titled “Garmin inReach Mini 2 Satellite Communicator” contains that name,
          so it is an exact match. The caption goes on about a cold dawn on the river: an insulated
          jacket from the same feed may follow as a contextual match.
        </p>
      </section>
      <NetworkFigures />
      <p className="next-steps">
        <Link className="button" to="/studio">
          Import your feed
        </Link>
        <Link className="button secondary" to="/demo">
          See matches on a demo channel
        </Link>
      </p>
    </article>
  )
}
