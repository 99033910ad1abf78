import { WIDGET_MODULE_PATH } from '../../shared/constants'
import { TAG } from '../element/tag'

/** Marks the module script the loader adds, so a second copy of the loader adds nothing. */
export const WIDGET_SCRIPT_MARK = 'data-shoppable-tv-widget'

/** The widget module of this build on the origin the loader came from. */
export function widgetModuleUrl(loaderSrc: string): string {
  return new URL(WIDGET_MODULE_PATH, loaderSrc).href
}

/**
 * The loader's own URL. `document.currentScript` is only set while the loader's code first
 * runs, so the caller reads it synchronously; when it is missing (the loader was bundled or
 * injected oddly) the last script whose path ends in /widget/…/loader.js is used.
 */
export function findLoaderSrc(document: Document, current: Element | null): string | null {
  if (current instanceof HTMLScriptElement && current.src) return current.src
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="/widget/"]')
  const loaders = [...scripts].filter((script) => /\/loader\.js(?:[?#]|$)/.test(script.src))
  return loaders.at(-1)?.src ?? null
}

export type LoadWidgetDeps = {
  document: Document
  registry: Pick<CustomElementRegistry, 'get'>
  loaderSrc: string | null
  /** The tag the module will define here: TAG, or INLINE_TAG under the loader's element. */
  tag?: string
}

/**
 * Adds the widget module once: not when its element is already defined, not when a copy
 * of the loader already added it. Returns true when it added the script.
 */
export function loadWidget({ document, registry, loaderSrc, tag = TAG }: LoadWidgetDeps): boolean {
  if (!loaderSrc || registry.get(tag)) return false
  if (document.querySelector(`script[${WIDGET_SCRIPT_MARK}]`)) return false
  const script = document.createElement('script')
  script.type = 'module'
  script.src = widgetModuleUrl(loaderSrc)
  script.setAttribute(WIDGET_SCRIPT_MARK, '')
  document.head.append(script)
  return true
}
