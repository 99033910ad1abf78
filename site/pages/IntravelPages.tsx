import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { findDemoChannel } from '../../shared/channels'
import { useHydrated } from '../hooks'
import { chooseEdition, INTRAVEL_CHANNELS, INTRAVEL_FRAMED_CHANNEL, storePath } from '../intravel'

function EditionLinks({ to }: { to: (channelId: string) => string }) {
  return (
    <ul className="link-list">
      {INTRAVEL_CHANNELS.map((channel) => (
        <li key={channel.id}>
          <Link to={to(channel.id)}>{channel.name}</Link>: {channel.description}
        </li>
      ))}
    </ul>
  )
}

/**
 * /intravel-livestore: our own page framing the InTravel Europe phone store, the
 * same-site frame case of sign-in (ARCHITECTURE.md §6).
 */
export function IntravelLivestorePage() {
  const channel = findDemoChannel(INTRAVEL_FRAMED_CHANNEL)
  const name = channel?.name ?? 'InTravel'
  return (
    <article className="page wide">
      <h1>InTravel live store</h1>
      <p className="lead">
        Tours, tickets and travel deals matched to what {name} is showing, in the same store viewers
        open from the QR code. Sign in inside the store to earn points; you come back to this page
        afterwards.
      </p>
      <div className="livestore-layout">
        <iframe
          className="livestore-frame"
          src={storePath(INTRAVEL_FRAMED_CHANNEL)}
          title={`${name} live store`}
        />
        <aside aria-labelledby="editions-title">
          <h2 id="editions-title">Other editions</h2>
          <p>Each InTravel edition has its own demo page, with the stream beside the store:</p>
          <EditionLinks to={(id) => `/demo/${id}`} />
          <p>
            <Link to={storePath(INTRAVEL_FRAMED_CHANNEL)}>Open the {name} store full screen</Link>
          </p>
        </aside>
      </div>
    </article>
  )
}

/**
 * /intravel-redirect: sends a viewer to the phone store of their InTravel edition, chosen
 * from `?channelId=` or the browser's languages; the links serve without JavaScript.
 */
export function IntravelRedirectPage() {
  const hydrated = useHydrated()
  const { search } = useLocation()
  const navigate = useNavigate()
  const edition = hydrated ? chooseEdition(search, navigator.languages ?? []) : null
  useEffect(() => {
    if (edition) navigate(storePath(edition), { replace: true })
  }, [edition, navigate])
  const name = edition ? findDemoChannel(edition)?.name : null
  return (
    <article className="page">
      <h1>InTravel</h1>
      <p className="lead" role="status">
        {name ? `Opening the ${name} live store…` : 'Choose your InTravel edition:'}
      </p>
      <EditionLinks to={storePath} />
    </article>
  )
}
