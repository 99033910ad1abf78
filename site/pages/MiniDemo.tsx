import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { findDemoChannel } from '../../shared/channels'
import { useWidgetScript } from '../widget/use-widget-script'

/** How far below the fold the live store starts loading, so it is ready when seen. */
const PRELOAD_MARGIN = '200px'
const SKELETON_CARDS = 4

/**
 * A phone-sized panel running the real `<shoppable-tv view="store">` for a demo channel.
 * The prerendered page holds a still skeleton; the widget module (served apart from the
 * site's JS, like on /demo) loads only when the panel nears the viewport. The panel's box
 * has a fixed height before and after, so loading shifts nothing.
 */
export function MiniDemo({ channelId }: { channelId: string }) {
  const panel = useRef<HTMLElement>(null)
  const [live, setLive] = useState(false)
  const channel = findDemoChannel(channelId)

  useEffect(() => {
    const node = panel.current
    if (live || !node) return
    if (typeof IntersectionObserver === 'undefined') {
      setLive(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLive(true)
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [live])

  useWidgetScript(live)

  const name = channel?.name ?? channelId
  return (
    <figure className="mini-demo" data-testid="mini-demo" data-state={live ? 'live' : 'waiting'}>
      {/* The store's cards carry h3 titles: this keeps the page's heading order. */}
      <h2 className="mini-demo-title">
        <span className="mini-demo-dot" aria-hidden="true" /> Live now on {name}
      </h2>
      <section
        className="mini-demo-screen"
        ref={panel}
        aria-label={`Live store of ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls inside its fixed height, so keyboards must reach it (axe: scrollable-region-focusable)
        tabIndex={0}
      >
        {live ? (
          <shoppable-tv channel-id={channelId} view="store" />
        ) : (
          <div className="mini-demo-skeleton" aria-hidden="true">
            <span className="mini-demo-bar" />
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholders
              <span className="mini-demo-card" key={index} />
            ))}
          </div>
        )}
      </section>
      <figcaption>
        The live store of {name}, as a phone shows it after the QR code.{' '}
        <Link to={`/demo/${channelId}`}>Watch {name}</Link>
      </figcaption>
    </figure>
  )
}
