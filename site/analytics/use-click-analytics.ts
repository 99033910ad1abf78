import { useEffect } from 'react'
import { browserEnv } from '../env'
import { clickEventFor } from './analytics'
import { recordClick } from './store'

/** Records clicks on links and buttons anywhere on the page, when consent allows. */
export function useClickAnalytics(): void {
  useEffect(() => {
    const env = browserEnv()
    const onClick = (event: MouseEvent) => {
      const click = clickEventFor(event.target, new URL(window.location.href), env.now())
      if (click) recordClick(env, click)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
}
