import { useEffect } from 'react'
import { ensureWidgetScript } from './script'

/**
 * Makes sure `<shoppable-tv>` gets defined on pages that render it, after any navigation;
 * with `when`, once it turns true (a store shown only when scrolled to).
 */
export function useWidgetScript(when = true): void {
  useEffect(() => {
    if (when) ensureWidgetScript({ document, registry: customElements })
  }, [when])
}
