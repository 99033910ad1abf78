// The OCR thread: the picture work (sharp, line finding, binarising) and the engine's calls
// happen here, one frame at a time, so the server's event loop only posts bytes and gets lines.
import { parentPort } from 'node:worker_threads'
import type { Worker } from 'tesseract.js'
import * as v from 'valibot'
import { readWith, startEngine } from './engine'
import { type ReadAnswer, ReadRequestSchema } from './protocol'

if (!parentPort) throw new Error('read-worker.ts runs as a worker thread (see read-text.ts)')
const port = parentPort

let engine: Promise<Worker> | null = null
let queue: Promise<void> = Promise.resolve()

function answer(message: ReadAnswer): void {
  port.postMessage(message)
}

port.on('message', (message: unknown) => {
  const parsed = v.safeParse(ReadRequestSchema, message)
  if (!parsed.success) return
  const request = parsed.output
  queue = queue.then(async () => {
    if (request.type === 'close') {
      const started = engine
      engine = null
      if (started) await (await started.catch(() => null))?.terminate()
      answer({ type: 'closed' })
      port.close()
      return
    }
    try {
      // A failed load is not kept: the next frame tries again.
      engine ??= startEngine().catch((error: unknown) => {
        engine = null
        throw error
      })
      const lines = await readWith(await engine, request.image, request.region)
      answer({ type: 'text', id: request.id, lines })
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      answer({ type: 'error', id: request.id, message: text })
    }
  })
})
