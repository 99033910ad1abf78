import { findLoaderSrc, loadWidget } from './load'

// The script broadcasters include. Inline mode only for now: it loads the widget module
// from the loader's own origin. Frame mode (iframe + the parent side of the bridge) arrives
// with the embedding issue. currentScript must be read now, before any await or callback.
loadWidget({
  document,
  registry: customElements,
  loaderSrc: findLoaderSrc(document, document.currentScript),
})
