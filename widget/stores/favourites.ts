import { atom, computed, type ReadableAtom } from 'nanostores'
import type { ApiResult } from '../../shared/api/client'
import { API_ERROR_TEXT } from '../../shared/api/errors'
import type { RewardsApi } from '../../shared/api/rewards'
import type { TimerId } from '../../shared/api/timers'
import type { Product, VotedItem } from '../../shared/api/types'
import { FAVOURITES_PULSE_MS, VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { clickTypeFor } from '../../shared/rules/click-type'
import { VOTE_ITEM_TYPE_IDS } from '../../shared/rules/vote-item-type'
import type { Env } from '../env'
import type { Auth } from './auth'
import { whileSignedIn } from './signed-in'

/** The viewer's votes, newest first; favourites are the up-voted ones. */
export type FavouritesState =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; votes: VotedItem[] }

export type Favourites = {
  $favourites: ReadableAtom<FavouritesState>
  /** True for FAVOURITES_PULSE_MS after an up-vote lands (the Favourites tab pulses). */
  $pulse: ReadableAtom<boolean>
  /** 'Vote failed: {status}' after a vote that did not go through, until the next vote. */
  $message: ReadableAtom<string | null>
  /**
   * Whether a store leaves a product out: the viewer voted it down ("Not for me"), at once
   * and until the vote is rolled back (spec §4).
   */
  $hidden: ReadableAtom<(product: Product) => boolean>
  retain(): () => void
  /** Loads the votes again (the tab opening, Retry); a failure keeps what is shown. */
  refresh(): void
  /**
   * Votes up (adds to favourites) or down (removes), at once, rolled back if it fails; the
   * vote names the channel it was cast on, where the server counts it.
   */
  vote(product: Product, voteType: typeof VOTE_UP | typeof VOTE_DOWN, channelId?: string): void
}

/** Up-voted items that carry their product, in the lists' order. */
export function favouriteProducts(state: FavouritesState): Product[] {
  if (state.status !== 'ready') return []
  return state.votes.flatMap((vote) =>
    vote.vote_type === VOTE_UP && vote.product ? [vote.product] : [],
  )
}

/** The viewer's vote on a product, if any. */
export function voteOn(state: FavouritesState, product: Product): number | null {
  if (state.status !== 'ready') return null
  return state.votes.find((vote) => vote.item_id === Number(product.id))?.vote_type ?? null
}

/** Spec §8: a vote that failed, by its status. */
export function voteFailedText(error: { status?: number; code: keyof typeof API_ERROR_TEXT }) {
  return `Vote failed: ${error.status ?? API_ERROR_TEXT[error.code]}`
}

/** Votes and favourites of spec §4 "Favourites", for the page's signed-in viewer. */
export function createFavourites({
  env,
  api,
  auth,
}: {
  env: Env
  api: RewardsApi
  auth: Pick<Auth, '$auth'>
}): Favourites {
  const $favourites = atom<FavouritesState>({ status: 'idle' })
  const $pulse = atom(false)
  const $message = atom<string | null>(null)
  let token: string | null = null
  let controller = new AbortController()
  let pulse: TimerId | undefined

  const votes = () => {
    const state = $favourites.get()
    return state.status === 'ready' ? state.votes : []
  }
  /** Puts `entry` in place of `id`'s vote (at `index`, else where it was), or drops it. */
  const put = (id: number, entry: VotedItem | undefined, index?: number) => {
    const list = votes()
    const here = list.findIndex((vote) => vote.item_id === id)
    const rest = list.filter((vote) => vote.item_id !== id)
    if (entry) rest.splice(index ?? Math.max(here, 0), 0, entry)
    $favourites.set({ status: 'ready', votes: rest })
  }

  async function refresh(): Promise<void> {
    if (!token) return
    if ($favourites.get().status !== 'ready') $favourites.set({ status: 'loading' })
    const { signal } = controller
    const result = await api.votes(token, { signal })
    if (signal.aborted) return
    if (result.ok) $favourites.set({ status: 'ready', votes: result.data })
    else {
      console.warn('Favourites:', result.error.message)
      if ($favourites.get().status !== 'ready') {
        $favourites.set({ status: 'error', message: API_ERROR_TEXT[result.error.code] })
      }
    }
  }

  async function vote(
    product: Product,
    voteType: typeof VOTE_UP | typeof VOTE_DOWN,
    channelId?: string,
  ) {
    if (!token) return
    const id = Number(product.id)
    const index = votes().findIndex((item) => item.item_id === id)
    const before = votes()[index]
    const itemTypeName = clickTypeFor(product)
    $message.set(null)
    const mine = { item_type_id: VOTE_ITEM_TYPE_IDS[itemTypeName], product }
    put(id, { item_id: id, vote_type: voteType, ...mine }, 0)
    const body = { itemId: product.id, itemTypeName, channel_id: channelId }
    const { signal } = controller
    const result: ApiResult<VotedItem> =
      voteType === VOTE_UP
        ? await api.voteUp(token, body, { signal })
        : await api.voteDown(token, body, { signal })
    if (signal.aborted) return
    if (result.ok) {
      put(id, { ...result.data, product: result.data.product ?? product })
      if (voteType === VOTE_UP) {
        env.clearTimeout(pulse)
        $pulse.set(true)
        pulse = env.setTimeout(() => $pulse.set(false), FAVOURITES_PULSE_MS)
      }
    } else {
      put(id, before, index)
      $message.set(voteFailedText(result.error))
    }
  }

  return {
    $favourites,
    $pulse,
    $message,
    $hidden: computed($favourites, (state) => {
      const down = new Set(
        state.status === 'ready'
          ? state.votes.filter((item) => item.vote_type === VOTE_DOWN).map((item) => item.item_id)
          : [],
      )
      return (product: Product) => down.has(Number(product.id))
    }),
    retain: whileSignedIn(
      auth,
      (signedIn) => {
        token = signedIn
        controller = new AbortController()
        void refresh()
      },
      () => {
        token = null
        controller.abort()
        env.clearTimeout(pulse)
        $pulse.set(false)
        $message.set(null)
        $favourites.set({ status: 'idle' })
      },
    ),
    refresh: () => void refresh(),
    vote: (product, voteType, channelId) => void vote(product, voteType, channelId),
  }
}
