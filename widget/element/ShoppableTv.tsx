import type { ReadableAtom } from 'nanostores'
import { useEffect, useLayoutEffect, useMemo } from 'react'
import { type ApiClient, createApiClient } from '../../shared/api/client'
import type { Product } from '../../shared/api/types'
import type { Env } from '../env'
import { analyticsDeclined, type Insights, pageInsights } from '../insights'
import { LiveStore } from '../live-store/LiveStore'
import { useStore } from '../preact-react/use-store'
import {
  AccountEntry,
  type AccountSidebarProps,
  type PageRewards,
  type SidebarChunk,
} from '../rewards'
import { type Auth, pageAuth } from '../stores/auth'
import { type ChannelSession, createChannelSession } from '../stores/channel-session'
import { lazyPart } from '../stores/lazy-part'
import { elementPicture, type Picture } from '../stores/picture'
import { StateMessage } from '../ui/StateMessage'
import { parseAttributes, type RawAttributes } from './attributes'
import { dispatchWidgetEvent, WIDGET_EVENTS } from './events'
import { takeFirstFeed } from './first-feed'

export type ShoppableTvProps = RawAttributes & {
  /** The shadow root r2wc renders into (typed HTMLElement by r2wc). */
  container?: HTMLElement
}

/** Where the element lives: its environment, its script URL, whether styles are adopted. */
export type ElementContext = {
  env: Env
  scriptUrl: string
  /** The stylesheet's text where the browser cannot adopt the shared sheet; null where it can. */
  inlineCss: string | null
  /**
   * Makes the element's session for a channel. The browser's reads the first feed the page
   * sent; the server's render of the first screen (`first-screen.tsx`) gives one it started
   * and let settle, since a render on the server runs no effect.
   */
  openSession?: (client: ApiClient, channelId: string, host: Element | null) => ChannelSession
}

const NO_CHANNEL = 'This store needs a channel: add channel-id="…" to <shoppable-tv>.'

function hostOf(container: Node | undefined): Element | null {
  if (!container) return null
  return container instanceof ShadowRoot
    ? container.host
    : container instanceof Element
      ? container
      : null
}

type WithTimeSource = { timeSource?: unknown; host?: WithTimeSource }

/**
 * The viewer's picture time from the page's `timeSource` property (issue 16): on the element,
 * or on the loader's light `<shoppable-tv>` whose shadow root holds it (inline mode); in a
 * broadcaster's frame, the loader's element on the host page, through the bridge.
 */
function pictureOf(host: Element | null): Picture {
  const element = host as WithTimeSource | null
  const outer = host?.getRootNode() as WithTimeSource | undefined
  return elementPicture(element?.timeSource ?? outer?.host?.timeSource)
}

/**
 * Keeps the page's auth store running while the element is on the page, and tells the host
 * page when the element starts or stops showing a signed-in viewer.
 */
function useAuthEvents(auth: Auth, host: Element | null): void {
  // Before the first paint (see the session's start below): signed out is known at once.
  useLayoutEffect(() => {
    const release = auth.retain()
    let signedIn = false
    const unlisten = auth.$auth.subscribe((state) => {
      if (state.status === 'signed-in' && !signedIn) {
        dispatchWidgetEvent(host, WIDGET_EVENTS.signedIn, { user: state.user })
      } else if (state.status === 'signed-out' && signedIn) {
        dispatchWidgetEvent(host, WIDGET_EVENTS.signedOut, null)
      }
      if (state.status !== 'loading') signedIn = state.status === 'signed-in'
    })
    return () => {
      unlisten()
      release()
    }
  }, [auth, host])
}

/**
 * The signed-in rewards for this element: the chunk loads on the first sign-in of the page,
 * then runs (and tells the host page about check-ins and linked wallets) while the element
 * is on the page.
 */
function useRewards(
  $rewards: ReadableAtom<PageRewards | null>,
  load: () => void,
  signedIn: boolean,
  host: Element | null,
): PageRewards | null {
  const rewards = useStore($rewards)
  useEffect(() => {
    if (signedIn) load()
  }, [signedIn, load])
  useEffect(() => rewards?.attach(host), [rewards, host])
  return signedIn ? rewards : null
}

/**
 * The element's root component. One channel session per (API base, channel): a new
 * channel-id or api-base stops the old session and starts a new one; unmounting (the
 * element leaving the page) stops it, which ends every timer and poll. For view="full" the
 * account bar at the top opens the account sidebar as a sheet; view="account" shows it alone.
 */
// Made once per element definition, never during a render: r2wc passes only attribute
// props, so the element context is closed over.
export function makeShoppableTv({
  env,
  scriptUrl,
  inlineCss,
  openSession = (client, channelId, host) =>
    createChannelSession(env, client, channelId, {
      picture: () => pictureOf(host),
      firstPool: takeFirstFeed(document, channelId),
    }),
}: ElementContext) {
  // The widget's own site (the script's origin) serves the FAQ, legal pages and sign-in callback.
  const siteOrigin = new URL(scriptUrl).origin
  // Points, favourites and the wallet belong to the page's viewer, like the session; they
  // come as a lazy chunk, so guests never download them.
  const rewardsPart = lazyPart((client: ApiClient, auth: Auth, insights: Insights) =>
    import('../rewards/page-rewards').then(({ startRewards }) =>
      startRewards({ env, client, auth, siteOrigin, channel: insights.channel }),
    ),
  )
  // The account sidebar (guest view, Support) is a lazy chunk too: loaded when the account
  // sheet first opens, or at once where the sidebar stands alone (view="account").
  const sidebarPart = lazyPart((): Promise<SidebarChunk> => import('../rewards/AccountSidebar'))
  const loadSidebar = () => sidebarPart.load()
  const analyticsAllowed = () => !analyticsDeclined(env.storage)
  return function ShoppableTv(props: ShoppableTvProps) {
    const { channelId, view, theme, apiBase } = parseAttributes(props, scriptUrl, env.location.href)
    const client = useMemo(
      () => createApiClient({ base: apiBase, fetch: env.fetch, timers: env }),
      [apiBase],
    )
    // The account view alone needs no feed: nothing polls for it.
    const storeShown = view !== 'account'
    const host = hostOf(props.container)
    const session = useMemo(
      () => (channelId && storeShown ? openSession(client, channelId, host) : null),
      // The host is the element itself: the same for its whole life.
      [client, channelId, storeShown, host],
    )
    const insights = pageInsights(env)
    // One session per page (localStorage is page-wide); the first element's API base makes it.
    const auth = pageAuth({ env, client, apiBase, siteOrigin, channel: insights.channel })
    useAuthEvents(auth, host)
    const signedIn = useStore(auth.$auth).status === 'signed-in'
    const load = useMemo(
      () => () => rewardsPart.load(client, auth, insights),
      [client, auth, insights],
    )
    const rewards = useRewards(rewardsPart.$value, load, signedIn, host)
    const sidebar = useStore(sidebarPart.$value)
    const sidebarFailed = useStore(sidebarPart.$failed)
    useEffect(() => {
      if (view === 'account') loadSidebar()
    }, [view])

    // Started before the first paint: what the stores know at once (the first feed in the
    // page, signed out without a stored session) is drawn in it, the first card included,
    // rather than a frame later in the place of a placeholder (issue 17).
    useLayoutEffect(() => {
      if (!session) return
      session.start()
      const { channelId } = session
      let loaded = false
      let announced = false
      const unlisten = session.feed.$feed.subscribe((state) => {
        if (state.state !== 'ready') return
        // A load once the feed answers: a session replaced before that (attributes still
        // arriving) shows nothing and counts nothing.
        if (!loaded) insights.load(channelId, apiBase)
        loaded = true
        // Impressions are the cards rendered in the Live list (kept mounted, tab shown or not).
        insights.impressions(
          channelId,
          state.live.map((product) => product.id),
        )
        // The host page's GA4 events (issue 65): their own module, from the first card on. A
        // module that does not load (offline, a new deploy) costs the viewer nothing; the next
        // list tries again.
        if (state.live.length)
          void import('../analytics').then(
            (analytics) => analytics.shown(host, channelId, state.live, analyticsAllowed),
            () => {},
          )
        if (announced || state.live.length === 0) return
        announced = true
        dispatchWidgetEvent(host, WIDGET_EVENTS.ready, { channelId })
      })
      return () => {
        unlisten()
        session.stop()
      }
    }, [session, host, insights, apiBase])

    const onOpen = (product: Product) => {
      session?.clicks.track(product)
      dispatchWidgetEvent(host, WIDGET_EVENTS.productClick, {
        id: product.id,
        type: product.type ?? 'product',
        link: product.link,
      })
    }

    const store = !storeShown ? null : session ? (
      <LiveStore session={session} onOpen={onOpen} signedIn={signedIn} rewards={rewards} />
    ) : (
      <StateMessage text={NO_CHANNEL} />
    )
    const sidebarProps: AccountSidebarProps = { auth, env, siteOrigin, rewards }
    return (
      <div className="root" data-theme={theme} data-view={view}>
        {inlineCss !== null && <style>{inlineCss}</style>}
        {view === 'full' && (
          <AccountEntry
            sidebarProps={sidebarProps}
            chunk={sidebar}
            failed={sidebarFailed}
            load={loadSidebar}
          />
        )}
        <div className="layout">
          {store}
          {view === 'account' &&
            (sidebar ? (
              <sidebar.AccountSidebar {...sidebarProps} />
            ) : (
              // The sidebar's frame while its chunk loads, as the sidebar's own loading state.
              <div className="account" aria-busy="true" />
            ))}
        </div>
      </div>
    )
  }
}
