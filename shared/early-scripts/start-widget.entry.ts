// Built into `/embed`'s inline module script (scripts/early-scripts.ts): see start-widget.ts.
import { WIDGET_MODULE_PATH } from '../constants'
import { startAfterDrawnPicture } from './start-widget'

startAfterDrawnPicture(
  document,
  () => localStorage,
  () => import(WIDGET_MODULE_PATH),
  setTimeout,
)
