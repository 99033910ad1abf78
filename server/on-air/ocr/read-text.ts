// On-screen text of a video frame (issue 66): names in lower thirds. The OCR runs in a worker
// thread (read-worker.ts) that loads the model once and keeps it until `close()`; this side
// only posts the frame's bytes and checks the answer, so the server's event loop stays free.
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import type { Region } from './prepare'
import { ReadAnswerSchema } from './protocol'

export type ScreenText = { lines: string[] }

export type ScreenTextReader = {
  /** Text lines found in a frame (PNG or JPEG bytes), top to bottom. */
  readScreenText(image: Uint8Array): Promise<ScreenText>
  /** Frees the model and ends the thread; later reads start a new one. */
  close(): Promise<void>
}

export type ReaderOptions = {
  /** 'lower' (default): the frame's lower half, where lower thirds are; 'whole': all of it. */
  region?: Region
  /** A read that takes longer fails and the thread is started over (default 30 s). */
  timeoutMs?: number
}

/** Loads tsx in the thread, then the worker's TypeScript module (shared with embeddings). */
const TSX_WORKER = new URL('../../embeddings/tsx-worker.mjs', import.meta.url)
const WORKER_ENTRY = new URL('./read-worker.ts', import.meta.url)

type Pending = {
  resolve: (text: ScreenText) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

export function createScreenTextReader(options: ReaderOptions = {}): ScreenTextReader {
  const region = options.region ?? 'lower'
  const timeoutMs = options.timeoutMs ?? 30_000
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, Pending>()

  function failAll(gone: Worker, error: Error): void {
    if (worker !== gone) return
    worker = null
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer)
      waiting.reject(error)
      pending.delete(id)
    }
    void gone.terminate()
  }

  function start(): Worker {
    const started = new Worker(TSX_WORKER, { workerData: { entry: WORKER_ENTRY.href } })
    started.on('message', (message: unknown) => {
      const parsed = v.safeParse(ReadAnswerSchema, message)
      if (!parsed.success || parsed.output.type === 'closed') return
      const answer = parsed.output
      const waiting = pending.get(answer.id)
      if (!waiting) return
      pending.delete(answer.id)
      clearTimeout(waiting.timer)
      if (answer.type === 'text') waiting.resolve({ lines: answer.lines })
      else waiting.reject(new Error(`on-screen text: ${answer.message}`))
      if (pending.size === 0) started.unref()
    })
    started.on('error', (error) => failAll(started, error))
    started.on('exit', (code) =>
      failAll(started, new Error(`on-screen text: the OCR thread stopped (exit ${code})`)),
    )
    return started
  }

  return {
    readScreenText(image) {
      worker ??= start()
      const current = worker
      current.ref()
      const id = nextId++
      return new Promise<ScreenText>((resolve, reject) => {
        const timer = setTimeout(
          () => failAll(current, new Error(`on-screen text: no answer in ${timeoutMs} ms`)),
          timeoutMs,
        )
        pending.set(id, { resolve, reject, timer })
        current.postMessage({ type: 'read', id, image, region })
      })
    },
    async close() {
      const current = worker
      if (!current) return
      const closed = new Promise<void>((resolve) => {
        current.once('exit', () => resolve())
        current.on('message', (message: unknown) => {
          const parsed = v.safeParse(ReadAnswerSchema, message)
          if (parsed.success && parsed.output.type === 'closed') void current.terminate()
        })
      })
      current.ref()
      current.postMessage({ type: 'close' })
      const guard = setTimeout(() => void current.terminate(), 5_000)
      await closed
      clearTimeout(guard)
    },
  }
}
