// What an embeddings server answers, checked. OpenAI, Ollama, text-embeddings-inference and vLLM
// all serve `POST /v1/embeddings` with one answer shape (each adds fields of its own, which are
// ignored); their error bodies differ, so the sentence a failure logs is found in each of them.
import * as v from 'valibot'

const Index = v.pipe(v.number(), v.integer(), v.minValue(0))
const Numbers = v.array(v.pipe(v.number(), v.finite()))
/** Numbers, or base64 of little-endian float32s (what `encoding_format: base64` asks for). */
const Embedding = v.union([Numbers, v.pipe(v.string(), v.base64())])

const AnswerSchema = v.object({
  // `index` says which text a vector is for; a server that leaves it out answers in text order.
  data: v.array(v.object({ index: v.optional(Index), embedding: Embedding })),
})

/** An answer's vectors in text order, as numbers (not yet unit length), or what is wrong with it. */
export type AnswerVectors = { ok: true; vectors: Float32Array[] } | { ok: false; problem: string }

/** The vectors of a parsed `/v1/embeddings` answer to `count` texts of `dimensions` numbers. */
export function answerVectors(json: unknown, count: number, dimensions: number): AnswerVectors {
  const parsed = v.safeParse(AnswerSchema, json)
  if (!parsed.success) {
    // A union's issue says only that no option fitted: its first option's issue says why, at a
    // path under the union's own.
    let issue: v.BaseIssue<unknown> = parsed.issues[0]
    const path = [v.getDotPath(issue)]
    for (let inner = issue.issues?.[0]; inner; inner = inner.issues?.[0]) {
      issue = inner
      path.push(v.getDotPath(inner))
    }
    const where = path.filter(Boolean).join('.') || 'the answer'
    return { ok: false, problem: `${where}: ${issue.message}` }
  }
  const { data } = parsed.output
  if (data.length !== count) {
    return { ok: false, problem: `${data.length} embeddings for ${count} texts` }
  }
  const vectors: (Float32Array | undefined)[] = new Array(count)
  for (const [position, { index = position, embedding }] of data.entries()) {
    if (index >= count || vectors[index]) {
      return { ok: false, problem: `index ${index} is out of range or repeated` }
    }
    const vector =
      typeof embedding === 'string' ? fromBase64(embedding) : Float32Array.from(embedding)
    if (!vector)
      return { ok: false, problem: `the embedding of text ${index} is not float32 base64` }
    if (vector.length !== dimensions) {
      return {
        ok: false,
        problem: `an embedding of ${vector.length} dimensions, ${dimensions} expected (EMBEDDINGS_DIMENSIONS)`,
      }
    }
    vectors[index] = vector
  }
  // Counted, in range and never repeated: every index is there.
  return { ok: true, vectors: vectors as Float32Array[] }
}

function fromBase64(text: string): Float32Array | null {
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length % 4 !== 0) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length)
  const vector = new Float32Array(bytes.length / 4)
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true)
  return vector.every(Number.isFinite) ? vector : null
}

const ErrorBody = v.union([
  // OpenAI, and Ollama's and vLLM's `/v1` routes.
  v.object({ error: v.object({ message: v.string() }) }),
  // Ollama's and text-embeddings-inference's own routes.
  v.object({ error: v.string() }),
  // text-embeddings-inference's `/v1` route, and vLLM before 0.10.
  v.object({ message: v.string() }),
  // FastAPI (vLLM) for a route or model it does not have.
  v.object({ detail: v.string() }),
])

/** The longest part of an error body a log line repeats. */
export const ERROR_EXCERPT_CHARS = 200

/** The sentence an error answer says, in any of the servers' shapes, else the start of its text. */
export function errorMessage(body: string): string {
  let json: unknown = null
  try {
    json = JSON.parse(body)
  } catch {}
  const parsed = v.safeParse(ErrorBody, json)
  const text = parsed.success ? messageOf(parsed.output) : body
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_EXCERPT_CHARS)
}

function messageOf(body: v.InferOutput<typeof ErrorBody>): string {
  if ('detail' in body) return body.detail
  if ('message' in body) return body.message
  return typeof body.error === 'string' ? body.error : body.error.message
}
