import { useEffect } from 'react'
import { Link } from 'react-router'
import type { StudioChannel } from '../../shared/api/studio'
import { SITE_NAME } from '../head/seo'
import type { Studio } from './context'
import { pageProblem } from './problem'
import { yourRole } from './roles'
import { CHANNEL_SECTIONS } from './sections'
import { useLoad } from './use-load'

function BackToStudio() {
  return (
    <p className="breadcrumb">
      <Link to="/studio">All your channels</Link>
    </p>
  )
}

function ChannelView({
  studio,
  channel,
  onChannel,
}: {
  studio: Studio
  channel: StudioChannel
  onChannel: (channel: StudioChannel) => void
}) {
  useEffect(() => {
    document.title = `${channel.name} | Studio | ${SITE_NAME}`
  }, [channel.name])
  return (
    <>
      <BackToStudio />
      <h1>{channel.name}</h1>
      <p className="studio-meta">
        <code>{channel.id}</code> · {channel.topic} · {yourRole(channel.role)}
        {channel.archived && <span className="studio-badge">Archived</span>}
      </p>
      {channel.archived && (
        <p className="studio-note">
          This channel is archived: viewers get “not found” and the live store does not load on your
          pages. {channel.role === 'owner' ? 'Restore it under Settings.' : ''}
        </p>
      )}
      <nav aria-label="On this page" className="studio-toc">
        <ul>
          {CHANNEL_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {CHANNEL_SECTIONS.map(({ id, title, Section }) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-title`}
          className="studio-section"
          tabIndex={-1}
        >
          <h2 id={`${id}-title`}>{title}</h2>
          <Section studio={studio} channel={channel} onChannel={onChannel} />
        </section>
      ))}
    </>
  )
}

/** A channel's page in the Studio, or why it cannot be shown. */
export function ChannelPage({ studio, channelId }: { studio: Studio; channelId: string }) {
  const { load, retry, set } = useLoad(`channel:${channelId}`, (signal) =>
    studio.api.channel(channelId, { signal }),
  )
  if (load.state === 'ready') {
    return <ChannelView studio={studio} channel={load.data} onChannel={set} />
  }
  if (load.state === 'loading') {
    return (
      <>
        <BackToStudio />
        <h1>{channelId}</h1>
        <p className="studio-status" role="status">
          Loading the channel…
        </p>
      </>
    )
  }
  const problem = pageProblem(load.error)
  if (problem.kind === 'signed-out') return null
  if (problem.kind === 'not-member') {
    return (
      <>
        <h1>You are not a member of this channel</h1>
        <p className="lead">
          You are signed in as {studio.user.email}, which is not one of the members of “{channelId}
          ”. Ask one of its owners to add you, or open one of your own channels.
        </p>
        <p>
          <Link to="/studio">Back to your channels</Link>
        </p>
      </>
    )
  }
  if (problem.kind === 'not-found') {
    return (
      <>
        <h1>There is no channel “{channelId}”</h1>
        <p className="lead">Check the address, or open one of your channels.</p>
        <p>
          <Link to="/studio">Back to your channels</Link>
        </p>
      </>
    )
  }
  return (
    <>
      <BackToStudio />
      <h1>{channelId}</h1>
      <p className="studio-error" role="alert">
        The channel could not be loaded. {problem.message}
      </p>
      <p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </p>
    </>
  )
}
