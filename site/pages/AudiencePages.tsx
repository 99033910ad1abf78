import { Link } from 'react-router'
import { HowItWorks, NetworkFigures } from './Marketing'
import { NextSteps } from './NextSteps'

type Point = { title: string; text: string }

/** A grid of short points: what an audience gets. */
function Points({ id, title, points }: { id: string; title: string; points: readonly Point[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="point-grid">
        {points.map((point) => (
          <li key={point.title}>
            <h3 className="point-title">{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const CHANNEL_GETS: readonly Point[] = [
  {
    title: 'A store beside your stream',
    text: 'Products, tickets and deals matched to what is on air, on your page and on the phones of viewers who scan the QR code.',
  },
  {
    title: 'Your say over what shows',
    text: 'Let matches go live at once or approve them first, pin an item, block items or whole vendors.',
  },
  {
    title: 'What viewers click',
    text: 'Insights in the Studio show clicks and impressions over time and your top products.',
  },
]

const CHANNEL_STEPS: readonly Point[] = [
  {
    title: '1. Create your channel',
    text: 'Sign in to the Studio, give the channel an id and a name, and list the sites that may show it.',
  },
  {
    title: '2. Add one script tag',
    text: 'Paste the snippet the Studio gives you: one script tag and one element on your stream page.',
  },
  {
    title: '3. Tell us what is on air',
    text: 'Upload a schedule of captions and names in the Studio, or send them to the context API as you broadcast.',
  },
]

/** /channels: the pitch to broadcasters, ending in the Studio. */
export function ChannelsPage() {
  return (
    <article className="page marketing">
      <div className="hero single">
        <h1>Put a live store beside your stream</h1>
        <p className="lead">
          Add one script tag and one <code>&lt;shoppable-tv&gt;</code> element to your stream page,
          and viewers see products, tickets and deals matched to your broadcast.
        </p>
        <p className="next-steps">
          <Link className="button" to="/studio">
            Create your channel
          </Link>
          <Link className="button secondary" to="/demo">
            See the demo channels
          </Link>
        </p>
      </div>
      <Points id="channel-gets-title" title="What you get" points={CHANNEL_GETS} />
      <Points id="channel-steps-title" title="How you join" points={CHANNEL_STEPS} />
      <p>
        The Studio gives you the exact snippet for your channel: the loader script, with its
        integrity hash, and the element. <Link to="/docs">Read the docs</Link> for its attributes
        and the context API.
      </p>
      <HowItWorks />
      <NetworkFigures />
      <p className="next-steps">
        <Link className="button" to="/studio">
          Create your channel
        </Link>
      </p>
    </article>
  )
}

const BRAND_GETS: readonly Point[] = [
  {
    title: 'On screen, then on the phone',
    text: 'When your brand, a model or a product name is on screen, the item is an exact match and shows in the store.',
  },
  {
    title: 'In the right programme',
    text: 'Items that fit the topic of a programme show as contextual matches: golf gear on a golf channel.',
  },
  {
    title: 'Sold on your own page',
    text: "Viewers buy from the retailer's own page; the store links straight to it.",
  },
]

/** /brands: the pitch to brands. */
export function BrandsPage() {
  return (
    <article className="page marketing">
      <div className="hero single">
        <h1>For brands</h1>
        <p className="lead">
          Your products show up beside a live stream when your brand, a model or a product name is
          on screen (an exact match) or when they fit the topic of the programme (a contextual
          match).
        </p>
      </div>
      <Points id="brand-gets-title" title="What your products get" points={BRAND_GETS} />
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}

const VIEWER_GETS: readonly Point[] = [
  {
    title: 'What is on screen',
    text: 'Scan the QR code beside a stream: products, tickets and deals from what is on air.',
  },
  {
    title: 'Favourites and rankings',
    text: 'Keep what you like in Favourites and see what other viewers like and click most.',
  },
  {
    title: 'Points',
    text: 'Sign in to earn points, check in daily once a crypto wallet is linked, and vote on products.',
  },
]

/** /viewers: the pitch to viewers. */
export function ViewersPage() {
  return (
    <article className="page marketing">
      <div className="hero single">
        <h1>For viewers</h1>
        <p className="lead">
          Scan the QR code beside a stream and browse what is on screen: products, tickets and
          deals, bought from partner retailers.
        </p>
      </div>
      <Points id="viewer-gets-title" title="What you get" points={VIEWER_GETS} />
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}
