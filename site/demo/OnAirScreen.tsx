import type { Channel } from '../../shared/api/types'
import { useOnAir } from './use-on-air'

/**
 * LIVE or OFF AIR, as wide as the wider of the two whichever it says (both labels take the
 * same grid cell, the other one invisible), so the channel's name beside it never moves.
 */
function LiveBadge({ live }: { live: boolean }) {
  return (
    <span className={live ? 'live-badge' : 'live-badge off'}>
      <span aria-hidden={!live}>LIVE</span>
      <span aria-hidden={live}>OFF AIR</span>
    </span>
  )
}

/**
 * The program guide: a card (not a second screen: the stream above is the one player, issue
 * 62) saying what the program clock has on air now, with a LIVE badge. The card's size never
 * depends on what it says: the words sit in the area under the top line, aligned to its
 * bottom (issue 17: nothing moves when the program loads or changes).
 */
export function OnAirScreen({ channel }: { channel: Channel }) {
  const state = useOnAir(channel.id)
  return (
    <section className="stream" data-testid="stream" aria-labelledby="stream-heading">
      <h2 id="stream-heading" className="visually-hidden">
        On air now on {channel.name}
      </h2>
      <div className="stream-screen" data-status={state.status}>
        <p className="stream-top">
          <LiveBadge live={state.status === 'on-air'} />
          <span className="stream-channel">Program guide</span>
        </p>
        <div className="stream-caption" aria-live="polite">
          {state.status === 'on-air' ? (
            // Keyed by segment: a new program's lines are new, so none on screen moves.
            <div className="stream-lines" key={state.onAir.segment.startedAt}>
              <p className="stream-title" data-testid="on-air-title">
                {state.onAir.segment.title}
              </p>
              <p className="stream-text">{state.onAir.segment.caption}</p>
              {state.onAir.segment.entities.length > 0 && (
                <ul className="stream-entities" aria-label="On screen">
                  {state.onAir.segment.entities.map((entity) => (
                    <li key={entity}>{entity}</li>
                  ))}
                </ul>
              )}
            </div>
          ) : state.status === 'tuning' ? (
            <p className="stream-title">Tuning in…</p>
          ) : (
            <p className="stream-title">The program guide is not answering. Retrying…</p>
          )}
        </div>
      </div>
      <p className="stream-note">
        What the server's clock has on air now. The video above plays it a little behind, as a
        viewer's stream does; its captions and the pins follow your picture.
      </p>
    </section>
  )
}
