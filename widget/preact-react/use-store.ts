import type { ReadableAtom } from 'nanostores'
import { useCallback, useSyncExternalStore } from './index'

/**
 * A store's value, re-rendering when it changes: @nanostores/react's `useStore` without its
 * `keys` option, which the widget never passes and which brings nanostores' `listenKeys` and
 * path helpers into the core (about 0.3 KB gzip).
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store])
  return useSyncExternalStore(subscribe, () => store.get())
}
