import { Link } from 'react-router'
import { findDemoChannel } from '../../shared/channels'
import { OnAirScreen } from '../demo/OnAirScreen'
import { QrCode } from '../demo/QrCode'
import { usePageOrigin } from '../hooks'
import { storePath } from '../intravel'

/** The travel demo channel the page shows running. */
const SHOWCASE = 'intravel-eu'

const WHAT_MATCHES = [
  {
    title: 'Tickets and tours',
    text: 'Museum entries, city passes and guided tours for the place on screen.',
  },
  {
    title: 'Deals',
    text: 'Hotel, rail and flight offers for the destination of the segment.',
  },
  {
    title: 'Products',
    text: 'Luggage, cameras, guidebooks and outdoor gear named or shown in the programme.',
  },
] as const

/** /euronews-travel: what Shoppable TV adds to a travel programme, shown on a travel channel. */
export function EuronewsTravelPage() {
  const origin = usePageOrigin()
  const channel = findDemoChannel(SHOWCASE)
  return (
    <article className="page wide demo">
      <h1>Euronews Travel</h1>
      <p className="lead">
        Travel programmes name places, hotels, trains and tours all the time. Shoppable TV turns
        each mention into something a viewer can book, the moment it is on screen.
      </p>
      <p>
        This page is for the Euronews Travel team and viewers of travel programmes. Below, the{' '}
        {channel?.name ?? 'InTravel'} demo channel runs live: what is on air now, and the QR code
        that opens its store.
      </p>
      <section aria-labelledby="matches-title">
        <h2 id="matches-title">What a travel programme matches</h2>
        <ul className="feature-list">
          {WHAT_MATCHES.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong> {item.text}
            </li>
          ))}
        </ul>
      </section>
      {channel && (
        <div className="demo-watch two-up">
          <OnAirScreen channel={channel} />
          <QrCode origin={origin} channelId={channel.id} channelName={channel.name} />
        </div>
      )}
      <p className="next-steps">
        <Link className="button" to={`/demo/${SHOWCASE}`}>
          Watch the travel demo
        </Link>
        <Link className="button secondary" to={storePath(SHOWCASE)}>
          Open the travel store
        </Link>
        <Link className="button secondary" to="/channels">
          For channels
        </Link>
      </p>
    </article>
  )
}
