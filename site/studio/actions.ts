import { useCallback, useRef, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import { actionText } from './problem'

/** A button's or form's request: not started, under way, or how it ended, in words. */
export type Action =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string }

/** What `done` may say instead of a text: the request went through, but what it found is a failure. */
export type Refusal = { failed: string }

/** The hook's answer: the action's state, a way to run one, and a way to clear its message. */
export type ActionRunner = {
  action: Action
  /**
   * Runs `work` unless one is under way; on success calls `done` with the answer and shows the
   * text it returns (as a failure when it is a Refusal); on failure shows the server's error or
   * what went wrong. True when it succeeded.
   */
  run<T>(work: () => Promise<ApiResult<T>>, done: (data: T) => string | Refusal): Promise<boolean>
  /** Shows a message without a request (a form that found nothing to send). */
  fail(message: string): void
  reset(): void
}

/** One action at a time for a form or button, as a union of states. */
export function useAction(): ActionRunner {
  const [action, setAction] = useState<Action>({ state: 'idle' })
  // A second click before React has re-rendered the disabled button must not send twice.
  const busy = useRef(false)
  const run = async <T>(
    work: () => Promise<ApiResult<T>>,
    done: (data: T) => string | Refusal,
  ): Promise<boolean> => {
    if (busy.current) return false
    busy.current = true
    setAction({ state: 'busy' })
    const result = await work()
    busy.current = false
    if (!result.ok) {
      setAction({ state: 'failed', message: actionText(result.error) })
      return false
    }
    const said = done(result.data)
    if (typeof said === 'string') setAction({ state: 'done', message: said })
    else setAction({ state: 'failed', message: said.failed })
    return typeof said === 'string'
  }
  const fail = useCallback((message: string) => setAction({ state: 'failed', message }), [])
  const reset = useCallback(() => setAction({ state: 'idle' }), [])
  return { action, run, fail, reset }
}
