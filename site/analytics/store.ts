import { atom } from 'nanostores'
import { allows } from '../consent'
import type { SiteEnv } from '../env'
import { ANALYTICS_EVENT, ANALYTICS_QUEUE_LIMIT, type ClickEvent } from './analytics'

/** The clicks recorded in this page's life, oldest first, at most ANALYTICS_QUEUE_LIMIT. */
export const $analyticsQueue = atom<readonly ClickEvent[]>([])

/**
 * Records a click if, and only if, the viewer allowed analytics; announces it on the
 * window for a deployment's forwarder. Returns whether it was recorded.
 */
export function recordClick(env: SiteEnv, event: ClickEvent): boolean {
  if (!allows('analytics')) return false
  $analyticsQueue.set([...$analyticsQueue.get(), event].slice(-ANALYTICS_QUEUE_LIMIT))
  env.emit(ANALYTICS_EVENT, event)
  return true
}
