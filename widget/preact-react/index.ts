/**
 * `react` for the widget build: the few React APIs the widget and its libraries use
 * (@r2wc's `React.createElement`, @nanostores/react's `useSyncExternalStore`, hooks), on
 * plain Preact. It replaces `preact/compat`, which r2wc's default import would pull in whole
 * (about 4 KB gzip of the 30 KB budget) for features the widget never uses.
 */
import { createElement, Fragment } from 'preact'
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks'

export { createElement, Fragment } from 'preact'
export {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks'
// Types only, so the JSX the widget writes (typed by @types/react through `react/jsx-runtime`)
// and its handlers agree. `react-types` is a type-checker path to @types/react (tsconfig.json);
// type exports vanish from the build.
export type {
  CSSProperties,
  FocusEvent,
  FunctionComponent,
  KeyboardEvent,
  MouseEvent,
  ReactNode,
  Ref,
  RefObject,
} from 'react-types'

/**
 * React's useSyncExternalStore: renders the snapshot, re-renders when it changes. It
 * subscribes in a layout effect, before the first paint: a store that an ancestor's layout
 * effect changes (the session starting, issue 17) is redrawn before that paint, not a frame
 * after it.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot()
  const latest = useRef({ value, getSnapshot })
  latest.current.value = value
  latest.current.getSnapshot = getSnapshot
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    const check = () => {
      const { value: shown, getSnapshot: read } = latest.current
      if (!Object.is(shown, read())) rerender(undefined)
    }
    // A change between the render and this subscription counts too.
    check()
    return subscribe(check)
  }, [subscribe])
  return value
}

export default { createElement, Fragment }
