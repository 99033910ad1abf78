import r2wc from '@r2wc/react-to-web-component'
import { browserEnv, type Env } from '../env'
import { widgetStyleSheet } from '../ui/styles'
import { makeShoppableTv } from './ShoppableTv'
import { TAG } from './tag'

export { TAG }

export type DefineOptions = {
  registry?: CustomElementRegistry
  /** The environment every instance uses; tests pass a fake. */
  env?: Env
  /** The widget module's URL: its origin is the default API host. */
  scriptUrl?: string
}

/**
 * Defines `<shoppable-tv>` unless something (another copy of the widget) already did, and
 * returns the registered class. Attributes: channel-id, view, theme, api-base, mode.
 */
export function defineShoppableTv(options: DefineOptions = {}): CustomElementConstructor {
  const registry = options.registry ?? customElements
  const existing = registry.get(TAG)
  if (existing) return existing
  const sheet = widgetStyleSheet()
  const component = makeShoppableTv({
    env: options.env ?? browserEnv(),
    scriptUrl: options.scriptUrl ?? import.meta.url,
    adoptedStyles: sheet !== null,
  })
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
    }
  }
  registry.define(TAG, ShoppableTvElement)
  return ShoppableTvElement
}
