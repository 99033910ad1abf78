import r2wc from '@r2wc/react-to-web-component'
import { embedParentOrigin, embedPictureHint, holdEvents } from '../bridge/embed-origin'
import { browserEnv, type Env } from '../env'
import { readPictureFromHost } from '../stores/picture'
import { WIDGET_EVENTS } from './events'
import { makeShoppableTv } from './ShoppableTv'
import { INLINE_TAG, LOADER_MARK, TAG } from './tag'
import { WIDGET_CSS, widgetStyleSheet } from './widget-css'

export { TAG }

/** Where @r2wc/core keeps whether an element is connected (a registered symbol of its own). */
const R2WC_CONNECTED = Symbol.for('r2wc.connected')

export type DefineOptions = {
  registry?: CustomElementRegistry
  /** The environment every instance uses; tests pass a fake. */
  env?: Env
  /** The widget module's URL: its origin is the default API host. */
  scriptUrl?: string
}

/**
 * Defines `<shoppable-tv>` unless something (another copy of the widget) already did, and
 * returns the registered class. Attributes: channel-id, view, theme, api-base, mode. When
 * the loader's light element holds the tag (a foreign page, `mode="inline"`), the inline
 * widget is defined as INLINE_TAG for it to host. Inside the embed page it also starts the
 * frame side of the bridge (a lazily loaded chunk).
 */
export function defineShoppableTv(options: DefineOptions = {}): CustomElementConstructor {
  const registry = options.registry ?? customElements
  const holder = registry.get(TAG)
  const tag = holder && LOADER_MARK in holder ? INLINE_TAG : TAG
  const existing = registry.get(tag)
  if (existing) return existing
  const env = options.env ?? browserEnv()
  const scriptUrl = options.scriptUrl ?? import.meta.url
  const parentOrigin = embedParentOrigin(document, window)
  if (parentOrigin) {
    const release = holdEvents(document, Object.values(WIDGET_EVENTS))
    // Until the bridge asks the host page, its picture is what the frame's address says:
    // unknown (issue 16), or none when the element had no time source (issue 17).
    const picture = embedPictureHint(env.location.search)
    readPictureFromHost(() => picture)
    void import('../bridge').then((bridge) =>
      bridge.startEmbedBridge({ parentOrigin, env, scriptUrl, early: release(), picture }),
    )
  }
  const sheet = widgetStyleSheet()
  const component = makeShoppableTv({ env, scriptUrl, inlineCss: sheet ? null : WIDGET_CSS })
  const Base = r2wc(component, {
    shadow: 'open',
    props: {
      channelId: 'string',
      view: 'string',
      theme: 'string',
      apiBase: 'string',
      mode: 'string',
    },
  })
  class ShoppableTvElement extends Base {
    constructor() {
      super()
      if (sheet && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet]
      // r2wc counts a new element as connected, so each attribute the parser or an upgrade
      // hands it before it is (channel-id, view, theme…) rendered the whole widget once more,
      // synchronously (issue 17: the largest task of the widget's start). Until
      // connectedCallback the attributes are only kept; it renders once, with all of them.
      Reflect.set(this, R2WC_CONNECTED, false)
    }
  }
  registry.define(tag, ShoppableTvElement)
  return ShoppableTvElement
}
