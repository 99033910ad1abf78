// The parser runs on the server's event loop, and each piece of text it is given is parsed in
// one synchronous step. So text goes to it in slices of at most SLICE_CHARS, and once
// SLICE_BUDGET_MS have passed since the loop last had a turn, the next slice waits for one
// (setImmediate: after pending I/O, so requests are answered between two slices). A worker
// thread would also do, but the stream of rows, its back-pressure and its errors would then
// cross a message channel; slices keep the parser a plain async iterable.
import { setImmediate } from 'node:timers/promises'

/** Not in the spec: the most text the parser takes in one step (a few ms of work). */
export const SLICE_CHARS = 16 * 1024

/** Not in the spec: the longest the parser works before the event loop gets a turn. */
export const SLICE_BUDGET_MS = 10

/** The clock a sliced stream reads and how it gives the event loop a turn (tests give fakes). */
export type Pacing = { now: () => number; turn: () => Promise<unknown> }

/** The real clock and a turn after pending I/O. */
export const EVENT_LOOP_PACING: Pacing = {
  now: () => performance.now(),
  turn: () => setImmediate(),
}

/** The same text in slices of at most SLICE_CHARS, with a turn of the event loop when due. */
export async function* inSlices(
  text: AsyncIterable<string>,
  pacing: Pacing = EVENT_LOOP_PACING,
): AsyncGenerator<string> {
  let since = pacing.now()
  for await (const chunk of text) {
    let at = 0
    while (at < chunk.length) {
      if (pacing.now() - since >= SLICE_BUDGET_MS) {
        await pacing.turn()
        since = pacing.now()
      }
      const end = sliceEnd(chunk, at)
      yield chunk.slice(at, end)
      at = end
    }
  }
}

/** Where a slice from `at` ends: SLICE_CHARS on, but never between a surrogate pair's halves. */
function sliceEnd(chunk: string, at: number): number {
  const end = at + SLICE_CHARS
  if (end >= chunk.length) return chunk.length
  const before = chunk.charCodeAt(end - 1)
  return before >= 0xd800 && before <= 0xdbff ? end + 1 : end
}
