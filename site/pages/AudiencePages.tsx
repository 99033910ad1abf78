import { Link } from 'react-router'
import { HowItWorks, NetworkFigures } from './Marketing'
import { NextSteps } from './NextSteps'

/** /channels: the pitch to broadcasters. */
export function ChannelsPage() {
  return (
    <article className="page">
      <h1>For channels</h1>
      <p className="lead">
        Add one script tag and one <code>&lt;shoppable-tv&gt;</code> element to your stream page,
        and viewers see products, tickets and deals matched to your broadcast.
      </p>
      <p>
        Matching follows our program clock on the demo channels; your own captions and on-screen
        names can be sent to the context API. <Link to="/docs">Read the docs</Link>.
      </p>
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}

/** /brands: the pitch to brands. */
export function BrandsPage() {
  return (
    <article className="page">
      <h1>For brands</h1>
      <p className="lead">
        Your products show up beside a live stream when your brand, a model or a product name is on
        screen (an exact match) or when they fit the topic of the programme (a contextual match).
      </p>
      <p>Viewers buy from the retailer's own page; the store links straight to it.</p>
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}

/** /viewers: the pitch to viewers. */
export function ViewersPage() {
  return (
    <article className="page">
      <h1>For viewers</h1>
      <p className="lead">
        Scan the QR code beside a stream and browse what is on screen: products, tickets and deals,
        bought from partner retailers.
      </p>
      <p>Sign in to earn points, check in daily and keep favourites.</p>
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}
