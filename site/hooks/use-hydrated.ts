import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while prerendering and hydrating, true afterwards: lets a page read the URL or
 * the browser without making the hydrated markup differ from the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
