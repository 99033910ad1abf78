// Test helpers of the API client tests; nothing shipped imports this module.
import type { FetchLike } from './client'
import type { Timers } from './timers'

/** Timers through the globals, so `vi.useFakeTimers()` drives them. */
export const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
}

/** A request the scripted fetch received. */
export type Call = { url: string; init: RequestInit }

/** A fetch that answers from a script of responses, one per call (the last repeats), and records the calls. */
export function scriptedFetch(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (!answer) throw new Error('no scripted answer')
    return answer()
  }
  return { fetch, calls }
}

/** An answer with a JSON body. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A connection that fails, as fetch does offline. */
export const offline = () => Promise.reject(new TypeError('Failed to fetch'))
