import type { Product } from './api/types'
import type { Theme, View } from './bridge/protocol'

/**
 * What the widget's first screen is rendered from on the server (issue 63): what `/embed`
 * knows of its page (widget/element/first-screen.tsx renders it; server/embed-first-screen.ts
 * asks for it).
 */
export type FirstScreenInput = {
  channelId: string
  view: View
  theme: Theme
  /** The channel's first feed, as the page sends it to the widget (newest first). */
  products: readonly Product[]
  /** The page's own URL (`/embed?…` on the widget's origin). */
  pageUrl: string
}
