import { defineLoaderElement } from './element'
import { takeHandoffCode } from './handoff'
import { findLoaderSrc } from './load'

// The script broadcasters include. currentScript must be read now, before any await or
// callback. The element it defines picks frame or inline mode per element (element.ts).
const loaderSrc = findLoaderSrc(document, document.currentScript)
if (loaderSrc) {
  // First of all: a sign-in handoff code leaves the address bar before anything else runs.
  const handoffCode = takeHandoffCode(location.href, (url) =>
    history.replaceState(history.state, '', url),
  )
  defineLoaderElement({ widgetOrigin: new URL(loaderSrc).origin, loaderSrc, handoffCode })
}
