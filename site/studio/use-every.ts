import { useEffect, useRef } from 'react'
import type { TimerId } from '../../shared/api/timers'
import type { StudioEnv } from './env'

/**
 * Calls `tick` every `ms` while mounted and `active`, through the env's timers (tests fake
 * them); each wait starts when the previous tick has finished, and unmounting stops it.
 */
export function useEvery(
  env: StudioEnv,
  ms: number,
  tick: () => Promise<void>,
  active = true,
): void {
  const latest = useRef(tick)
  latest.current = tick
  useEffect(() => {
    if (!active) return
    let stopped = false
    let timer: TimerId | undefined
    const wait = () => {
      timer = env.setTimeout(() => {
        void latest.current().finally(() => {
          if (!stopped) wait()
        })
      }, ms)
    }
    wait()
    return () => {
      stopped = true
      env.clearTimeout(timer)
    }
  }, [env, ms, active])
}
