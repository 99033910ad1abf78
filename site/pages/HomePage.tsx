import { Link } from 'react-router'
import { DEMO_CHANNELS } from '../../shared/channels'
import { Faq } from './Faq'
import { HowItWorks, NetworkFigures } from './Marketing'
import { MiniDemo } from './MiniDemo'
import { NextSteps } from './NextSteps'

/** The channel whose live store runs beside the hero. */
export const HOME_DEMO_CHANNEL = 'wildtv'

const AUDIENCES = [
  {
    to: '/viewers',
    title: 'For viewers',
    text: 'What you see, on your phone, with points for signing in.',
  },
  {
    to: '/channels',
    title: 'For channels',
    text: 'A store beside your stream, from one script tag and the Studio.',
  },
  { to: '/brands', title: 'For brands', text: 'Your products when they are on screen.' },
] as const

/** /home: speaks to viewers first: what it is, a live store to try, then who else it serves. */
export function HomePage() {
  return (
    <article className="page marketing">
      <div className="hero">
        <div className="hero-text">
          <h1>Shop what you are watching</h1>
          <p className="lead">
            Shoppable TV matches the products, tickets and deals on screen to a live store on your
            phone. Scan the QR code beside a stream and the store opens with what is on air now.
          </p>
          <p>
            Try it on any of the {DEMO_CHANNELS.length} demo channels, from wildlife to motorsport.
            No app to install; you buy on the partner retailer's own site.
          </p>
          <NextSteps />
        </div>
        <MiniDemo channelId={HOME_DEMO_CHANNEL} />
      </div>
      <HowItWorks />
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
      <NetworkFigures />
      <Faq />
    </article>
  )
}
