import { useEffect, useMemo } from 'react'
import { createApiClient } from '../../shared/api/client'
import type { Product } from '../../shared/api/types'
import type { Env } from '../env'
import { LiveStore } from '../live-store/LiveStore'
import { createChannelSession } from '../stores/channel-session'
import { StateMessage } from '../ui/StateMessage'
import { WIDGET_CSS } from '../ui/styles'
import { parseAttributes, type RawAttributes } from './attributes'
import { dispatchWidgetEvent, WIDGET_EVENTS } from './events'

export type ShoppableTvProps = RawAttributes & {
  /** The shadow root r2wc renders into (typed HTMLElement by r2wc). */
  container?: HTMLElement
}

/** Where the element lives: its environment, its script URL, whether styles are adopted. */
export type ElementContext = { env: Env; scriptUrl: string; adoptedStyles: boolean }

const NO_CHANNEL = 'This store needs a channel: add channel-id="…" to <shoppable-tv>.'

function hostOf(container: Node | undefined): Element | null {
  if (!container) return null
  return container instanceof ShadowRoot
    ? container.host
    : container instanceof Element
      ? container
      : null
}

/**
 * The element's root component. One channel session per (API base, channel): a new
 * channel-id or api-base stops the old session and starts a new one; unmounting (the
 * element leaving the page) stops it, which ends every timer and poll.
 */
// Made once per element definition, never during a render: r2wc passes only attribute
// props, so the element context is closed over.
export function makeShoppableTv({ env, scriptUrl, adoptedStyles }: ElementContext) {
  return function ShoppableTv(props: ShoppableTvProps) {
    const { channelId, view, theme, apiBase } = parseAttributes(props, scriptUrl, env.location.href)
    const client = useMemo(
      () => createApiClient({ base: apiBase, fetch: env.fetch, timers: env }),
      [apiBase],
    )
    const session = useMemo(
      () => (channelId ? createChannelSession(env, client, channelId) : null),
      [client, channelId],
    )
    const host = hostOf(props.container)

    useEffect(() => {
      if (!session) return
      session.start()
      let announced = false
      const unlisten = session.feed.$feed.subscribe((state) => {
        if (announced || state.state !== 'ready' || state.live.length === 0) return
        announced = true
        dispatchWidgetEvent(host, WIDGET_EVENTS.ready, { channelId: session.channelId })
      })
      return () => {
        unlisten()
        session.stop()
      }
    }, [session, host])

    const onOpen = (product: Product) => {
      session?.clicks.track(product)
      dispatchWidgetEvent(host, WIDGET_EVENTS.productClick, {
        id: product.id,
        type: product.type ?? 'product',
        link: product.link,
      })
    }

    // Extension point: the account sidebar (widget/rewards, a later issue) renders beside
    // the store for view="full" and alone for view="account". Until it lands every view
    // shows the store, and nothing pretends to be an account.
    return (
      <div className="root" data-theme={theme} data-view={view}>
        {!adoptedStyles && <style>{WIDGET_CSS}</style>}
        {session ? (
          <LiveStore session={session} onOpen={onOpen} />
        ) : (
          <StateMessage text={NO_CHANNEL} />
        )}
      </div>
    )
  }
}
