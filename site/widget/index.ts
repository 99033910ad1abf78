export { ensureWidgetScript } from './script'
export { useWidgetScript } from './use-widget-script'
