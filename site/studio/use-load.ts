import { useCallback, useEffect, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import { API_ERROR, type ApiError } from '../../shared/api/errors'

/** Something the Studio reads from the API: on its way, here, or failed with why. */
export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: ApiError }

/**
 * The hook's answer: what is loaded, a retry, a setter for answers of later edits, and an
 * update of what is loaded (nothing while it is not), for edits that may overlap.
 */
export type Loaded<T> = {
  load: Load<T>
  retry(): void
  set(data: T): void
  update(change: (data: T) => T): void
}

/**
 * Loads with `read` when mounted and whenever `key` changes (a new request cancels the old
 * one); `retry` reads again. Answers to requests that were cancelled are dropped.
 */
export function useLoad<T>(
  key: string,
  read: (signal: AbortSignal) => Promise<ApiResult<T>>,
): Loaded<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // `read` is a fresh closure each render; the key and the attempt say when to read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    void read(controller.signal).then((result) => {
      if (controller.signal.aborted) return
      if (result.ok) setLoad({ state: 'ready', data: result.data })
      else if (result.error.code !== API_ERROR.aborted)
        setLoad({ state: 'failed', error: result.error })
    })
    return () => controller.abort()
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const set = useCallback((data: T) => setLoad({ state: 'ready', data }), [])
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoad((now) => (now.state === 'ready' ? { state: 'ready', data: change(now.data) } : now)),
    [],
  )
  return { load, retry, set, update }
}
