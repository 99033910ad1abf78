// The widget's analytics (issue 65): a module of its own, built as `analytics.js` beside the
// widget module, loaded by the widget after its first card and by the loader on a host page
// when the frame first sends an event. It imports nothing of the widget core.
export { shown } from './emit'
export { relay } from './relay'
