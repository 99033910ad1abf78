import type { Channel } from '../../shared/api/types'
import { useOnAir } from '../demo/use-on-air'
import type { AppChannel } from './use-app-channel'

/**
 * The top of /app: which channel the store belongs to and what is on air, so a viewer who
 * just scanned the QR code sees it worked. The name is the page's first h2 (the widget's
 * card titles are h3). It keeps one height in every state (the
 * prerendered page shows the same frame), so nothing below it moves.
 */
export function AppChannelBar({ state }: { state: AppChannel }) {
  return (
    <header className="app-channel" data-testid="app-channel" data-status={state.status}>
      {state.status === 'found' ? (
        <OnAirLine channel={state.channel} />
      ) : (
        <>
          <span className="app-channel-dot" aria-hidden="true" />
          <h2 className="app-channel-name">
            {state.status === 'checking' ? 'Tuning in…' : 'Shoppable TV live store'}
          </h2>
          <p className="app-channel-on-air">
            {state.status === 'unknown' ? 'Channel details are not loading right now.' : '\u00a0'}
          </p>
        </>
      )}
    </header>
  )
}

function OnAirLine({ channel }: { channel: Channel }) {
  const onAir = useOnAir(channel.id)
  const live = onAir.status === 'on-air'
  return (
    <>
      <span className="app-channel-dot" data-live={live ? '' : undefined} aria-hidden="true" />
      <h2 className="app-channel-name">{channel.name}</h2>
      <p className="app-channel-on-air" data-testid="app-on-air">
        {live
          ? `On air now: ${onAir.onAir.segment.title}`
          : onAir.status === 'tuning'
            ? 'Tuning in…'
            : 'The program guide is not answering. Retrying…'}
      </p>
    </>
  )
}
