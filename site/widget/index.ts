export { ensureWidgetScript, WIDGET_SCRIPT_PATH, WIDGET_TAG } from './script'
export { useWidgetScript } from './use-widget-script'
