import { useEffect, useState } from 'react'
import type { Channel } from '../../shared/api/types'
import { STORE_CHANNEL_PARAM } from '../../shared/channels'
import { isPlainClick } from './location'
import { fetchLiveChannels } from './lookup'

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; channels: Channel[] }
  | { status: 'failed' }

/**
 * In place of the store when its channel does not exist: the widget's own message, and the
 * live channels to choose from instead of a Retry that cannot help. A plain click on one
 * goes to its store with `replace` (no new page, and Back skips the missing channel); any
 * other click (a new tab, say) follows the link.
 */
export function LiveChannels({
  replace,
  fetchFn = fetch,
}: {
  replace: (to: string) => void
  fetchFn?: typeof fetch
}) {
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const controller = new AbortController()
    setList({ status: 'loading' })
    fetchLiveChannels(fetchFn, controller.signal).then(
      (channels) => setList({ status: 'ready', channels }),
      () => {
        if (!controller.signal.aborted) setList({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [fetchFn, attempt])
  return (
    <section className="live-channels" data-testid="live-channels" aria-labelledby="missing-title">
      <h2 id="missing-title">This channel is not available.</h2>
      {list.status === 'ready' && list.channels.length > 0 ? (
        <>
          <p>Choose a live channel:</p>
          <ul className="live-channel-list">
            {list.channels.map((channel) => {
              const to = `/app?${STORE_CHANNEL_PARAM}=${encodeURIComponent(channel.id)}`
              return (
                <li key={channel.id}>
                  <a
                    className="live-channel"
                    href={to}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return
                      event.preventDefault()
                      replace(to)
                    }}
                  >
                    <strong>{channel.name}</strong>
                    <span>{channel.topic}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </>
      ) : list.status === 'ready' ? (
        <p>No channel is live right now.</p>
      ) : list.status === 'loading' ? (
        <p>Loading the live channels…</p>
      ) : (
        <p>
          The channel list is not answering.{' '}
          <button type="button" className="link-button" onClick={() => setAttempt(attempt + 1)}>
            Try again
          </button>
        </p>
      )}
    </section>
  )
}
