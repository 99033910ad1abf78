import { useEffect } from 'react'
import { ensureWidgetScript } from './script'

/** Makes sure `<shoppable-tv>` gets defined on pages that render it, after any navigation. */
export function useWidgetScript(): void {
  useEffect(() => {
    ensureWidgetScript({ document, registry: customElements })
  }, [])
}
