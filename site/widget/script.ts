import { WIDGET_MODULE_PATH, WIDGET_TAG } from '../../shared/constants'

type WidgetScriptDeps = {
  document: Document
  registry: Pick<CustomElementRegistry, 'get'>
}

/**
 * Loads the widget module once. A `<script>` React renders after hydration never runs,
 * so on client navigation the element is created here; on a prerendered widget page the
 * tag in the HTML is already loading and nothing is added.
 * Returns true when a script element was appended.
 */
export function ensureWidgetScript({ document, registry }: WidgetScriptDeps): boolean {
  if (registry.get(WIDGET_TAG)) return false
  if (document.querySelector(`script[src="${WIDGET_MODULE_PATH}"]`)) return false
  const script = document.createElement('script')
  script.type = 'module'
  script.src = WIDGET_MODULE_PATH
  document.head.append(script)
  return true
}
