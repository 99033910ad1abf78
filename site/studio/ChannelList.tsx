import { Link } from 'react-router'
import type { StudioChannelSummary } from '../../shared/api/studio'
import type { Studio } from './context'
import { pageProblem } from './problem'
import { yourRole } from './roles'
import { useLoad } from './use-load'

function ChannelCard({ channel }: { channel: StudioChannelSummary }) {
  return (
    <li className="channel-card">
      <h3>
        <Link to={`/studio/channels/${encodeURIComponent(channel.id)}`}>{channel.name}</Link>
      </h3>
      <p className="channel-topic">{channel.topic}</p>
      <p>
        <code>{channel.id}</code> · {yourRole(channel.role)}
        {channel.archived && <span className="studio-badge">Archived</span>}
      </p>
    </li>
  )
}

/** "Your channels": the channels the signed-in person is a member of, or how to start. */
export function ChannelList({ studio }: { studio: Studio }) {
  const { load, retry } = useLoad('channels', (signal) => studio.api.channels({ signal }))
  if (load.state === 'loading') {
    return (
      <p className="studio-status" role="status">
        Loading your channels…
      </p>
    )
  }
  if (load.state === 'failed') {
    const problem = pageProblem(load.error)
    // A 401 has signed the Studio out already; it shows the sign-in instead of this page.
    if (problem.kind === 'signed-out') return null
    return (
      <div className="studio-problem">
        <p className="studio-error" role="alert">
          Your channels could not be loaded.{' '}
          {problem.kind === 'retry' ? problem.message : 'The server refused the request.'}
        </p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  }
  if (load.data.length === 0) {
    return <p className="studio-empty">No channels yet — create your first one below.</p>
  }
  return (
    <ul className="channel-grid studio-channels">
      {load.data.map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </ul>
  )
}
