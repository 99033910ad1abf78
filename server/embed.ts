import { Hono } from 'hono'
import { isOrigin } from '../shared/bridge/guards'
import {
  EMBED_NO_PICTURE,
  EMBED_PARAMS,
  EMBED_PATH,
  PARENT_ORIGIN_META,
  THEMES,
  type Theme,
  VIEWS,
  type View,
} from '../shared/bridge/protocol'
import { WIDGET_TAG } from '../shared/constants'
import { escapeHtml } from '../shared/html'
import { originStanding } from './channels'
import type { AppDeps } from './deps'
import { readEarlyScripts } from './early-scripts'
import {
  type DrawnScreen,
  drawFirstScreen,
  firstScreenCss,
  loadFirstScreenRender,
  WIDGET_MODULE_TAGS,
} from './embed-first-screen'
import { framePreloads } from './frame-preloads'
import { compression } from './http/compress'
import { HttpError } from './http/errors'
import { messagePage, PAGE_HEADERS } from './http/html'
import { EMBED_STYLE, embedCsp, PAGE_POLICY_HEADERS } from './http/security-headers'
import { type FirstFeedMarkup, firstFeedOf, type LiveLists, requireChannel } from './live'

/** What a valid embed request asks for. */
export type EmbedRequest = {
  channelId: string
  parentOrigin: string
  view: View
  theme: Theme
  /** The loader's word that the element has no time source (`picture=none`). */
  noPicture: boolean
}

/** Reads one query parameter: absent, or given exactly once. */
function single(url: URL, name: string): string | undefined {
  const values = url.searchParams.getAll(name)
  if (values.length > 1) throw new HttpError(400, `Give ${name} once`)
  return values[0]
}

/** A parameter that is absent (undefined) or one of `allowed`. */
function oneOf<T extends string>(
  allowed: readonly T[],
  name: string,
  value: string | undefined,
): T | undefined {
  if (value === undefined) return undefined
  const found = allowed.find((item) => item === value)
  if (!found) throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`)
  return found
}

/**
 * Validates `/embed`'s query: a known channel, an http(s) origin written exactly as
 * browsers serialize it (what the loader sends), and a known view and theme when given
 * (the channel's defaults otherwise). Bad parameters are refused before the channel is read.
 */
export async function readEmbedRequest(deps: AppDeps, url: URL): Promise<EmbedRequest> {
  const rawChannel = single(url, EMBED_PARAMS.channelId)
  if (!rawChannel) throw new HttpError(400, 'channelId is required')
  const parentOrigin = single(url, EMBED_PARAMS.parentOrigin)
  if (!isOrigin(parentOrigin)) {
    throw new HttpError(400, 'parentOrigin must be an http(s) origin such as https://example.com')
  }
  const view = oneOf(VIEWS, EMBED_PARAMS.view, single(url, EMBED_PARAMS.view))
  const theme = oneOf(THEMES, EMBED_PARAMS.theme, single(url, EMBED_PARAMS.theme))
  // Read by the frame's own script (embedPictureHint); refused here when it is not one it knows.
  const picture = oneOf([EMBED_NO_PICTURE], EMBED_PARAMS.picture, single(url, EMBED_PARAMS.picture))
  const channel = await requireChannel(deps, rawChannel)
  // Only a verified origin may frame the channel: registering alone proves nothing.
  const standing = await originStanding(deps.db, channel.id, parentOrigin)
  if (standing === 'unregistered') {
    throw new HttpError(403, `${parentOrigin} is not registered for the channel ${channel.id}`)
  }
  if (standing === 'unverified') {
    throw new HttpError(
      403,
      `${parentOrigin} is registered for the channel ${channel.id} but not verified yet: its owner can verify it in the Studio`,
    )
  }
  // What the page does not say, the channel's owner chose in the Studio.
  return {
    channelId: channel.id,
    parentOrigin,
    view: view ?? channel.defaultView,
    theme: theme ?? channel.defaultTheme,
    noPicture: picture === EMBED_NO_PICTURE,
  }
}

/**
 * The frame's page: the widget inline, the origin it may talk to, the first feed, and
 * `preloads`, the chunks to fetch beside the widget module (`framePreloads`) where the first
 * card waits for them. Without a time source (`noPicture`) it waits for no bridge: the widget
 * module then has the line to itself, and the bridge comes once the widget asks for it.
 * `drawn` (`drawFirstScreen`) goes inside the element: its first card before the module.
 * The module is then preloaded and run by its early script once the drawn card's picture has
 * settled (at most DRAWN_PICTURE_WAIT_MS), so its first render shows that card too.
 */
export function embedPage(
  { channelId, parentOrigin, view, theme, noPicture }: EmbedRequest,
  firstFeed: FirstFeedMarkup | null = null,
  preloads: readonly string[] = [],
  drawn: DrawnScreen | null = null,
): string {
  const attr = escapeHtml
  const modulePreloads = (noPicture ? [] : preloads)
    .map((path) => `<link rel="modulepreload" href="${attr(path)}">\n`)
    .join('')
  const widget = drawn ? WIDGET_MODULE_TAGS.preload : WIDGET_MODULE_TAGS.script
  const start = drawn ? `\n${WIDGET_MODULE_TAGS.start(drawn.start.script)}` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="${PARENT_ORIGIN_META}" content="${attr(parentOrigin)}">
<title>Shoppable TV</title>
<style>${EMBED_STYLE}</style>
${widget}
${modulePreloads}${firstFeed?.preloads ?? ''}
</head>
<body>
${firstFeed?.data ?? ''}
<${WIDGET_TAG} channel-id="${attr(channelId)}" view="${view}" theme="${theme}" mode="inline">${drawn?.markup ?? ''}</${WIDGET_TAG}>${start}
</body>
</html>
`
}

const COMMON_HEADERS = {
  ...PAGE_POLICY_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/**
 * `GET /embed` (ARCHITECTURE.md §4): the frame's page, framable only by the origin that is
 * registered for the channel (`frame-ancestors <parentOrigin>`). Anything else gets a
 * refusal page nobody can frame, so a lie about parentOrigin leaves the frame blocked.
 */
export function embedRoutes(deps: AppDeps, lists: LiveLists) {
  const preloads = framePreloads(deps.config.distDir)
  const css = firstScreenCss(deps.config.distDir)
  const render = loadFirstScreenRender(deps.config.distDir)
  const start = readEarlyScripts(deps.config.distDir)?.startWidget ?? null
  return new Hono().get(EMBED_PATH, compression(), async (c) => {
    try {
      const request = await readEmbedRequest(deps, new URL(c.req.url))
      // The account view alone shows no feed.
      const feed = request.view === 'account' ? null : await firstFeedOf(lists, request.channelId)
      const drawn = await drawFirstScreen({
        channelId: request.channelId,
        view: request.view,
        theme: request.theme,
        waitsForPicture: !request.noPicture,
        products: feed?.products ?? [],
        css,
        render: await render,
        start,
        pictureOrigin: deps.config.publicOrigin,
      })
      return c.body(embedPage(request, feed, preloads, drawn), 200, {
        ...COMMON_HEADERS,
        'Content-Security-Policy': embedCsp(
          request.parentOrigin,
          deps.config.walletConnectProjectId !== null,
          drawn ? { style: drawn.style, scriptHash: drawn.start.hash } : null,
        ),
      })
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      // Said plainly to whoever opens it directly; no one can frame it.
      const page = messagePage({
        title: 'Shoppable TV cannot be shown here',
        message: error.message,
        link: { href: '/docs', text: 'How a broadcaster registers its site' },
      })
      return c.body(page, error.status, { ...PAGE_HEADERS, 'X-Frame-Options': 'DENY' })
    }
  })
}
