import { defineShoppableTv } from './define'

// The widget module's entry: importing it defines <shoppable-tv> once per page.
defineShoppableTv()

export {
  MODES,
  type Mode,
  parseAttributes,
  THEMES,
  type Theme,
  VIEWS,
  type View,
  type WidgetAttributes,
} from './attributes'
export { type DefineOptions, defineShoppableTv, TAG } from './define'
export {
  type ProductClickDetail,
  type ReadyDetail,
  type SignedInDetail,
  WIDGET_EVENTS,
} from './events'
