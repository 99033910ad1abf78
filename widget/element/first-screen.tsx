// The widget's first screen rendered to HTML on the server (issue 63): `/embed` draws it into
// its `<shoppable-tv>` as a declarative shadow root (server/embed-first-screen.ts). It is the
// element's own root component, rendered with preact-render-to-string after the channel's
// session has started on the page's first feed, as the browser's first render draws it once
// the session's start (a layout effect) has settled. Server-only: built apart for Node
// (`vite build --mode first-screen`), never imported by the widget's module.
import { renderToString } from 'preact-render-to-string'
import { createApiClient } from '../../shared/api/client'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { IMAGE_MIN_SIZE_PX, WIDGET_MODULE_PATH } from '../../shared/constants'
import type { FirstScreenInput } from '../../shared/first-screen'
import type { Env } from '../env'
import { pageAuth } from '../stores/auth'
import { createChannelSession } from '../stores/channel-session'
import { makeShoppableTv } from './ShoppableTv'

/** A promise that never settles: the server's render asks the network nothing. */
const NEVER = new Promise<never>(() => {})

/**
 * The platform as the server sees it: an empty storage (it cannot see the frame's: the page's
 * script settles the account bar, shared/early-scripts/start-widget.ts), no timers (the render is
 * taken before any would fire), no network, and every picture loaded, since the server draws
 * only cards whose picture it serves itself.
 */
function serverEnv(pageUrl: string): Env {
  const location = new URL(pageUrl)
  const none = () => {}
  const timer = () => setTimeout(none, 0)
  return {
    fetch: () => NEVER,
    setTimeout: timer,
    clearTimeout: none,
    setInterval: timer,
    clearInterval: none,
    now: Date.now,
    storage: { get: () => null, set: none, remove: none, persists: () => false },
    location,
    replaceUrl: none,
    navigate: none,
    emit: none,
    listen: () => none,
    loadImage: async (url) => ({
      ok: true,
      width: IMAGE_MIN_SIZE_PX + 1,
      height: IMAGE_MIN_SIZE_PX + 1,
      finalUrl: url,
    }),
    openUrl: none,
    onPageHidden: none,
  }
}

/** Whether the process's signed-out session has been started (by the first render). */
let authRetained = false

/** Lets every promise the session's start chained settle (a picture answered at once). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The markup of the element's shadow root in the widget's first render, for `input`'s feed;
 * null where that render shows no card (every picture of the feed is one the widget refuses).
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<string | null> {
  const env = serverEnv(input.pageUrl)
  const scriptUrl = new URL(WIDGET_MODULE_PATH, env.location.origin).href
  const apiBase = new URL(DEFAULT_API_PATH, scriptUrl).href
  const client = createApiClient({ base: apiBase, fetch: env.fetch, timers: env })
  const session = createChannelSession(env, client, input.channelId, { firstPool: input.products })
  // The element retains the page's session in a layout effect; here nobody is stored: signed
  // out. One for the process (the widget's is one per page), retained once, never released.
  if (!authRetained) {
    pageAuth({ env, client, apiBase, siteOrigin: env.location.origin }).retain()
    authRetained = true
  }
  session.start()
  await settle()
  const feed = session.feed.$feed.get()
  try {
    if (feed.state !== 'ready' || feed.live.length === 0) return null
    const ShoppableTv = makeShoppableTv({
      env,
      scriptUrl,
      inlineCss: null,
      openSession: () => session,
    })
    return renderToString(
      <ShoppableTv channelId={input.channelId} view={input.view} theme={input.theme} />,
    )
  } finally {
    session.stop()
  }
}
