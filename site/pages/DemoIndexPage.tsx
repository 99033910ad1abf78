import { Link } from 'react-router'
import { DEMO_CHANNELS } from '../../shared/channels'

/** /demo: one card per demo channel. */
export function DemoIndexPage() {
  return (
    <article className="page wide">
      <h1>Demo channels</h1>
      <p className="lead">
        Each demo channel has a stand-in stream showing what is on air, a QR code to the phone store
        and the live widget beside it.
      </p>
      <ul className="channel-grid">
        {DEMO_CHANNELS.map((channel) => (
          <li key={channel.id} className="channel-card">
            <h2>
              <Link to={`/demo/${channel.id}`}>{channel.name}</Link>
            </h2>
            <p className="channel-topic">{channel.topic}</p>
            <p>{channel.description}</p>
          </li>
        ))}
      </ul>
    </article>
  )
}
