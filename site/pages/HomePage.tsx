import { Link } from 'react-router'
import { DEMO_CHANNELS } from '../../shared/channels'
import { HowItWorks, NetworkFigures } from './Marketing'
import { NextSteps } from './NextSteps'

/** /home: what the product is, in two sentences, and the ways in. */
export function HomePage() {
  return (
    <article className="page">
      <h1>Shop what you are watching</h1>
      <p className="lead">
        Shoppable TV matches the products, tickets and deals on screen to a live store on your
        phone. Scan the QR code beside a stream and the store opens with what is on air now.
      </p>
      <p>
        Try it on any of the {DEMO_CHANNELS.length} demo channels, from wildlife to motorsport, or{' '}
        <Link to="/docs">read how broadcasters add it to their own pages</Link>.
      </p>
      <HowItWorks />
      <NetworkFigures />
      <NextSteps />
    </article>
  )
}
