import type { EmbedSnippet } from './api/embed'
import {
  FRAME_DEFAULT_HEIGHT_PX,
  FRAME_HEIGHT_PROPERTY,
  type Theme,
  type View,
} from './bridge/protocol'
import { WIDGET_TAG } from './constants'
import { escapeHtml } from './html'

/** What a snippet is made of: where the loader is, and the element's attributes. */
export type SnippetInput = {
  /** The server's public origin, such as `https://tv.example.com`. */
  origin: string
  /** The build whose loader the page loads (BUILD_VERSION). */
  version: string
  /** The loader's SRI value, or null when it is not known (no built loader). */
  integrity: string | null
  channelId: string
  view?: View
  theme?: Theme
}

/**
 * The element's box before the loader runs (issue 17): the height the loader will give it, so
 * the page does not move when the script arrives. The page's own value of FRAME_HEIGHT_PROPERTY
 * applies here as it does later.
 */
export const RESERVED_BOX = `display:block;height:var(${FRAME_HEIGHT_PROPERTY},${FRAME_DEFAULT_HEIGHT_PX}px)`

/** The directives a page's Content-Security-Policy must open to our origin: loader, check, frame. */
const CSP_DIRECTIVES = ['script-src', 'connect-src', 'frame-src'] as const

/**
 * The snippet a broadcaster pastes (the one source for the Studio, /docs and /sandbox): the
 * versioned loader with its integrity hash when known, one element with its box reserved, and
 * the CSP lines.
 */
export function embedSnippet(input: SnippetInput): EmbedSnippet {
  const { origin, version, integrity, channelId, view, theme } = input
  const loaderUrl = `${origin}/widget/${version}/loader.js`
  const attr = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`
  const lines = [
    ...(integrity
      ? []
      : ['<!-- No integrity hash: this server has no built loader to compute it from. -->']),
    `<script${attr('src', loaderUrl)}${integrity ? `${attr('integrity', integrity)} crossorigin="anonymous"` : ''} async></script>`,
    `<${WIDGET_TAG}${attr('channel-id', channelId)}${attr('view', view)}${attr('theme', theme)}${attr('style', RESERVED_BOX)}></${WIDGET_TAG}>`,
  ]
  const csp = CSP_DIRECTIVES.map((directive) => `${directive} ${origin};`).join('\n')
  return { html: lines.join('\n'), loaderUrl, integrity, csp }
}
