import { defineLoaderElement } from './element'
import { findLoaderSrc } from './load'

// The script broadcasters include. currentScript must be read now, before any await or
// callback. The element it defines picks frame or inline mode per element (element.ts).
const loaderSrc = findLoaderSrc(document, document.currentScript)
if (loaderSrc) defineLoaderElement({ widgetOrigin: new URL(loaderSrc).origin, loaderSrc })
