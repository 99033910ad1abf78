// What the main thread and the local model's worker say to each other. Both sides are our
// code, but a message crosses a thread boundary untyped, so each side checks what it gets.
import * as v from 'valibot'

/** Main thread → worker: embed these texts (one chunk of a call) and answer with `id`. */
export const EmbedRequestSchema = v.object({
  type: v.literal('embed'),
  id: v.number(),
  texts: v.array(v.string()),
})
export type EmbedRequest = v.InferOutput<typeof EmbedRequestSchema>

/** Worker → main thread: the chunk's vectors, in order, or why it failed. */
export const WorkerAnswerSchema = v.variant('type', [
  v.object({
    type: v.literal('vectors'),
    id: v.number(),
    vectors: v.array(v.instance(Float32Array)),
  }),
  v.object({ type: v.literal('error'), id: v.number(), message: v.string() }),
])
export type WorkerAnswer = v.InferOutput<typeof WorkerAnswerSchema>
