import { useSyncExternalStore } from 'react'
import { useHydrated } from './use-hydrated'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the viewer asked for less motion (false while prerendering). */
export function useReducedMotion(): boolean {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  )
  // Preact's compat reads the browser even while hydrating: hold the server's value until then.
  return useHydrated() && reduced
}
