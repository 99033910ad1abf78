import { Link } from 'react-router'
import { DEMO_CHANNELS } from '../../shared/channels'
import { Faq } from './Faq'
import { HowItWorks, NetworkFigures } from './Marketing'
import { NextSteps } from './NextSteps'

const AUDIENCES = [
  { to: '/channels', title: 'For channels', text: 'A store beside your stream, from one tag.' },
  { to: '/brands', title: 'For brands', text: 'Your products when they are on screen.' },
  { to: '/viewers', title: 'For viewers', text: 'What you see, on your phone, with points.' },
] as const

/** /home: what the product is, who it is for, how it works, the FAQ and the ways in. */
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
      <NextSteps />
      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title">Who it is for</h2>
        <ul className="audience-list">
          {AUDIENCES.map((audience) => (
            <li key={audience.to}>
              <Link className="audience-link" to={audience.to}>
                {audience.title}
              </Link>
              <span>{audience.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <HowItWorks />
      <NetworkFigures />
      <Faq />
    </article>
  )
}
