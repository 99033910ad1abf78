import { Link } from 'react-router'
import { DEMO_CHANNELS } from '../../shared/channels'
import { NextSteps } from './NextSteps'

const TRAVEL_CHANNELS = DEMO_CHANNELS.filter((channel) => channel.topic === 'travel')

function TravelChannelLinks() {
  return (
    <ul className="link-list">
      {TRAVEL_CHANNELS.map((channel) => (
        <li key={channel.id}>
          <Link to={`/demo/${channel.id}`}>{channel.name}</Link>
        </li>
      ))}
    </ul>
  )
}

/** /intravel-livestore */
export function IntravelLivestorePage() {
  return (
    <article className="page">
      <h1>InTravel live store</h1>
      <p className="lead">
        The live store for the InTravel channels is not on this page yet. Each InTravel channel has
        its own demo page with the store beside the stream:
      </p>
      <TravelChannelLinks />
    </article>
  )
}

/** /intravel-redirect */
export function IntravelRedirectPage() {
  return (
    <article className="page">
      <h1>InTravel</h1>
      <p className="lead">Continue to an InTravel demo channel:</p>
      <TravelChannelLinks />
    </article>
  )
}

/** /euronews-travel */
export function EuronewsTravelPage() {
  return (
    <article className="page">
      <h1>Euronews Travel</h1>
      <p className="lead">
        This travel channel page is not built yet. The travel demo channels show how the store
        follows a travel programme:
      </p>
      <TravelChannelLinks />
    </article>
  )
}

/** /sandbox */
export function SandboxPage() {
  return (
    <article className="page">
      <h1>Sandbox</h1>
      <p className="lead">
        A playground for the widget's attributes is planned here. Until then,{' '}
        <Link to="/docs">the docs</Link> list them and the demo channels show them in use.
      </p>
      <NextSteps />
    </article>
  )
}

/** /card-reveal */
export function CardRevealPage() {
  return (
    <article className="page">
      <h1>Card reveal</h1>
      <p className="lead">This page is reserved for a feature that is not available yet.</p>
      <NextSteps />
    </article>
  )
}
