import { atom, type ReadableAtom } from 'nanostores'
import type { RewardsApi } from '../../shared/api/rewards'
import type { TimerId } from '../../shared/api/timers'
import type { PointsStatus } from '../../shared/api/types'
import {
  CHECKIN_AUTO_DELAY_MS,
  CHECKIN_DEBOUNCE_MS,
  CHECKIN_STATUS_POLL_MS,
  COUNTDOWN_REFRESH_MS,
  POINTS_REFRESH_AFTER_CHECKIN_MS,
} from '../../shared/constants'
import { countdownText } from '../../shared/rules/countdown'
import { wholePoints } from '../../shared/rules/points'
import type { Env } from '../env'
import type { Auth } from './auth'
import { whileSignedIn } from './signed-in'

/** Today's check-in: open, done (a check mark), or impossible without a wallet (a link icon). */
export type CheckIn =
  | { state: 'available' }
  | { state: 'done-today' }
  | { state: 'wallet-required'; message: string }

/** The Rewards panel: nothing while signed out, then loading, then the points, or unavailable. */
export type PointsState =
  | { status: 'idle' | 'loading' | 'unavailable' }
  | { status: 'ready'; total: number; days: number; checkIn: CheckIn; next: string | null }

/** A check-in paid: streak days, the reward and the new total (the host page's reward event). */
export type Reward = { days: number; value: number; total: number }

export type Points = {
  $points: ReadableAtom<PointsState>
  /** 'Xh Ym' to the next check-in, or 'Available now' (spec §2). */
  $countdown: ReadableAtom<string>
  retain(): () => void
  /** Asks for a check-in: at most one attempt per CHECKIN_DEBOUNCE_MS, a later ask waits its turn. */
  checkIn(): void
  /** Loads the points again (Retry). */
  refresh(): void
  onReward(listener: (reward: Reward) => void): () => void
}

/** Spec §8: what a check-in without a linked wallet says, before the server's text. */
export const WALLET_REQUIRED_TEXT = 'Wallet linking required to earn points.'

/**
 * Spec §4: automatic check-in runs only on /app or /demo paths of our own site; on a
 * broadcaster's page (inline, or our frame inside it at /embed) it runs too.
 */
export function autoCheckInHere(pathname: string, ownSite: boolean): boolean {
  return !ownSite || /^\/(app|demo|embed)(\/|$)/.test(pathname)
}

/**
 * Points and the daily check-in of spec §4: the automatic check-in CHECKIN_AUTO_DELAY_MS after
 * the viewer is known, status polled every CHECKIN_STATUS_POLL_MS, the countdown refreshed every
 * COUNTDOWN_REFRESH_MS to the server's next time (else the next UTC midnight). A failed load is
 * logged and the previous value kept.
 */
export function createPoints(options: {
  env: Env
  api: RewardsApi
  auth: Pick<Auth, '$auth'>
  /** Whether the page checks in by itself now (see `autoCheckInHere`; a site may navigate). */
  auto: () => boolean
  /** The channel the page shows: a check-in names it, and the server counts it there. */
  channel?: () => string | undefined
}): Points {
  const { env, api, auth, auto, channel } = options
  const $points = atom<PointsState>({ status: 'idle' })
  const $countdown = atom('')
  const listeners = new Set<(reward: Reward) => void>()
  let token: string | null = null
  let controller = new AbortController()
  let timers: TimerId[] = []
  let intervals: TimerId[] = []
  let lastAttempt = Number.NEGATIVE_INFINITY
  // The server's clock minus ours: the countdown runs on the server's time.
  let skew = 0
  // Whether the viewer has a linked wallet, as the last points status said (null: not yet).
  let walletLinked: boolean | null = null
  // The automatic check-in came due before the first status answered: it waits for it.
  let autoDue = false

  const later = (fn: () => void, ms: number) => void timers.push(env.setTimeout(fn, ms))

  function tick(): void {
    const state = $points.get()
    $countdown.set(
      countdownText({
        now: new Date(env.now() + skew),
        checkedInToday: state.status === 'ready' && state.checkIn.state === 'done-today',
        serverNext: state.status === 'ready' ? state.next : null,
      }),
    )
  }

  function show(data: PointsStatus, checkIn?: CheckIn): void {
    skew = Date.parse(data.server_time) - env.now() || 0
    const before = $points.get()
    // A server's wallet-required answer says more than the status: kept while still true.
    const kept = before.status === 'ready' && before.checkIn.state === 'wallet-required'
    $points.set({
      status: 'ready',
      total: wholePoints(data.total),
      days: wholePoints(data.days),
      checkIn:
        checkIn ??
        (!data.can_checkin
          ? { state: 'done-today' }
          : data.wallet_linked
            ? { state: 'available' }
            : kept
              ? before.checkIn
              : { state: 'wallet-required', message: WALLET_REQUIRED_TEXT }),
      next: data.next_checkin_time,
    })
    tick()
  }

  async function load(poll = false): Promise<void> {
    if (!token) return
    const { signal } = controller
    const result = await api.points(token, { signal })
    if (signal.aborted) return
    if (result.ok) {
      walletLinked = result.data.wallet_linked
      show(result.data)
      if (autoDue) autoCheckIn()
      // A long session crosses midnight: the poll checks in for the new day.
      if (poll && auto() && result.data.can_checkin && result.data.wallet_linked) checkIn()
    } else {
      console.warn('Points:', result.error.message)
      if ($points.get().status === 'loading') $points.set({ status: 'unavailable' })
    }
  }

  async function attempt(): Promise<void> {
    if (!token) return
    lastAttempt = env.now()
    const { signal } = controller
    const result = await api.checkIn(token, channel?.(), { signal })
    if (signal.aborted) return
    if (result.ok) {
      const { days, value, total } = result.data
      show(result.data, { state: 'done-today' })
      const reward = {
        days: wholePoints(days),
        value: wholePoints(value),
        total: wholePoints(total),
      }
      for (const listener of [...listeners]) listener(reward)
      later(() => void load(), POINTS_REFRESH_AFTER_CHECKIN_MS)
      return
    }
    // The server's code says which refusal it is (shared/api/error-codes.ts), never its words.
    const { message, server } = result.error
    const state = $points.get()
    let checkIn: CheckIn | null = null
    if (server === 'already-checked-in') checkIn = { state: 'done-today' }
    else if (server === 'wallet-required') {
      checkIn = {
        state: 'wallet-required',
        message: `${WALLET_REQUIRED_TEXT} ${message}`,
      }
    } else console.warn('Check-in:', message)
    if (checkIn && state.status === 'ready') {
      $points.set({ ...state, checkIn })
      tick()
    } else if (checkIn?.state === 'done-today') void load()
  }

  /**
   * The automatic check-in: sent only when the status says a wallet is linked. Without one the
   * server can only refuse (a 403 in the console at every sign-in), and the panel already
   * shows the wallet-required state; linking a wallet checks in (page-rewards).
   */
  function autoCheckIn(): void {
    autoDue = walletLinked === null
    if (auto() && walletLinked) checkIn()
  }

  let pending: TimerId | undefined
  function checkIn(): void {
    if (!token) return
    env.clearTimeout(pending)
    const wait = lastAttempt + CHECKIN_DEBOUNCE_MS - env.now()
    if (wait <= 0) {
      pending = undefined
      void attempt()
    } else
      pending = env.setTimeout(() => {
        pending = undefined
        void attempt()
      }, wait)
  }

  const retain = whileSignedIn(
    auth,
    (signedIn) => {
      token = signedIn
      controller = new AbortController()
      $points.set({ status: 'loading' })
      void load()
      later(autoCheckIn, CHECKIN_AUTO_DELAY_MS)
      intervals = [
        env.setInterval(() => void load(true), CHECKIN_STATUS_POLL_MS),
        env.setInterval(tick, COUNTDOWN_REFRESH_MS),
      ]
    },
    () => {
      token = null
      walletLinked = null
      autoDue = false
      controller.abort()
      for (const id of timers) env.clearTimeout(id)
      for (const id of intervals) env.clearInterval(id)
      env.clearTimeout(pending)
      timers = []
      intervals = []
      pending = undefined
      $points.set({ status: 'idle' })
    },
  )

  return {
    $points,
    $countdown,
    retain,
    checkIn,
    refresh: () => void load(),
    onReward(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
