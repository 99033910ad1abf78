import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { ApiClient, ApiResult } from '../../shared/api/client'
import { API_ERROR, API_ERROR_TEXT } from '../../shared/api/errors'
import type { Product } from '../../shared/api/types'
import { RANKING_LIMIT } from '../../shared/constants'
import { isValidImageUrl } from '../../shared/rules/image'
import { isHttpUrl } from '../../shared/rules/product'

/** The two ranking tabs. */
export type RankingKind = 'most-liked' | 'most-clicked'

/** One ranking tab. A ready list that is empty is the tab's empty state. */
export type RankingState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; items: Product[] }

export type Rankings = {
  $rankings: Record<RankingKind, ReadableAtom<RankingState>>
  /** Loads the tab's list; called each time the tab opens, so re-opening refreshes it. */
  open(kind: RankingKind): void
  stop(): void
}

/**
 * Most liked / most clicked lists of one channel. Requests go through the client, which
 * retries 5xx answers (spec §7). A refresh keeps the current list on screen, and a failed
 * refresh keeps it too (like spec §8's "previous value kept").
 */
export function createRankings(client: ApiClient, channelId: string): Rankings {
  const $rankings: Record<RankingKind, WritableAtom<RankingState>> = {
    'most-liked': atom<RankingState>({ state: 'idle' }),
    'most-clicked': atom<RankingState>({ state: 'idle' }),
  }
  const controllers = new Map<RankingKind, AbortController>()

  async function open(kind: RankingKind): Promise<void> {
    controllers.get(kind)?.abort()
    const controller = new AbortController()
    controllers.set(kind, controller)
    const $state = $rankings[kind]
    if ($state.get().state !== 'ready') $state.set({ state: 'loading' })
    const query = { channelId, limit: RANKING_LIMIT }
    const options = { signal: controller.signal }
    const result: ApiResult<Product[]> =
      kind === 'most-liked'
        ? await client.mostLiked(query, options)
        : await client.mostClicked(query, options)
    if (controller.signal.aborted) return
    controllers.delete(kind)
    if (result.ok) {
      const items = result.data.filter(
        (item) => isHttpUrl(item.link) && isValidImageUrl(item.image),
      )
      $state.set({ state: 'ready', items: items.slice(0, RANKING_LIMIT) })
    } else if ($state.get().state !== 'ready' && result.error.code !== API_ERROR.aborted) {
      $state.set({ state: 'error', message: API_ERROR_TEXT[result.error.code] })
    }
  }

  return {
    $rankings,
    open: (kind) => void open(kind),
    stop() {
      for (const controller of controllers.values()) controller.abort()
      controllers.clear()
    },
  }
}
