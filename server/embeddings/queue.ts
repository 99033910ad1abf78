// The local model's order of work: one chunk at a time, calls of one chunk first. A feed
// import may ask for 10,000 vectors at once; split into chunks, it leaves room between two
// chunks for a caption's query, which would otherwise wait for the whole import.

/**
 * Not in the spec: texts per chunk sent to the model. Measured on catalog items (title and
 * description, about 25 words): 16 a chunk embeds as fast as 64, while the worker's memory grows
 * by 60 MiB instead of 220 MiB (TF.js's WebAssembly heap never shrinks), and a query waits
 * behind at most 16 texts (about 0.3 s) instead of 64.
 */
export const CHUNK_TEXTS = 16

/** Embeds one chunk; the queue never runs two at once. */
export type ChunkRunner = (texts: string[]) => Promise<Float32Array[]>

/** Calls waiting for the model, run chunk by chunk through one runner. */
export type ChunkQueue = {
  /** Embeds `texts` in order; rejects with the signal's reason when it aborts first. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>
  /** Rejects every waiting call (the runner is gone), leaving the queue empty. */
  failAll(error: Error): void
  /** Calls not yet answered. */
  readonly waiting: number
}

type Call = {
  results: Float32Array[][]
  left: number
  done: boolean
  unlisten: () => void
  resolve: (vectors: Float32Array[]) => void
  reject: (error: unknown) => void
}
type Chunk = { call: Call; index: number; texts: string[] }

/** A queue of embedding calls in front of `run`, with a lane for queries. */
export function createChunkQueue(run: ChunkRunner): ChunkQueue {
  const queries: Chunk[] = []
  const batches: Chunk[] = []
  const calls = new Set<Call>()
  let running = false

  function settle(call: Call, outcome: { vectors: Float32Array[] } | { error: unknown }) {
    if (call.done) return
    call.done = true
    call.unlisten()
    calls.delete(call)
    // Its chunks still queued are dropped unrun.
    for (const lane of [queries, batches]) {
      const kept = lane.filter((chunk) => chunk.call !== call)
      lane.splice(0, lane.length, ...kept)
    }
    if ('error' in outcome) call.reject(outcome.error)
    else call.resolve(outcome.vectors)
  }

  async function pump() {
    if (running) return
    running = true
    for (let chunk = queries.shift() ?? batches.shift(); chunk; ) {
      const { call } = chunk
      try {
        const vectors = await run(chunk.texts)
        if (vectors.length !== chunk.texts.length) {
          throw new Error(
            `the model answered ${vectors.length} vectors for ${chunk.texts.length} texts`,
          )
        }
        call.results[chunk.index] = vectors
        call.left -= 1
        if (call.left === 0) settle(call, { vectors: call.results.flat() })
      } catch (error) {
        settle(call, { error })
      }
      chunk = queries.shift() ?? batches.shift()
    }
    running = false
  }

  return {
    embed(texts, signal) {
      if (texts.length === 0) return Promise.resolve([])
      if (signal?.aborted) return Promise.reject(signal.reason)
      return new Promise<Float32Array[]>((resolve, reject) => {
        const onAbort = () => settle(call, { error: signal?.reason })
        const call: Call = {
          results: [],
          left: 0,
          done: false,
          unlisten: () => signal?.removeEventListener('abort', onAbort),
          resolve,
          reject,
        }
        // A call of one chunk goes ahead: a caption's query, and its words that name a match's
        // reason (`contentWords`, at most its MAX_WORDS); those words once waited for a whole
        // vectorizer batch (README, "Order").
        const lane = texts.length <= CHUNK_TEXTS ? queries : batches
        for (let start = 0; start < texts.length; start += CHUNK_TEXTS) {
          lane.push({ call, index: call.left, texts: texts.slice(start, start + CHUNK_TEXTS) })
          call.left += 1
        }
        calls.add(call)
        signal?.addEventListener('abort', onAbort, { once: true })
        void pump()
      })
    },
    failAll(error) {
      for (const call of [...calls]) settle(call, { error })
    },
    get waiting() {
      return calls.size
    },
  }
}
