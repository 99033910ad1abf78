// A hosted model: an OpenAI-compatible `POST …/v1/embeddings` endpoint. It is optional and
// preferred when configured (index.ts); whatever it answers is checked before a vector of it
// is believed, and every way it can fail is an EmbeddingError, so the local model can answer.
import * as v from 'valibot'
import type { HostedSettings } from '../config'
import { EmbeddingError } from './errors'
import type { EmbeddingModel } from './types'
import { normalise } from './vectors'

export type { HostedSettings }

/** How a request's time limit is made; tests pass one they can trigger. */
export type HostedOptions = { timeout?: (ms: number) => AbortSignal }

/** Not in the spec: texts per request (OpenAI takes up to 2,048; smaller fails less at once). */
export const HOSTED_BATCH_TEXTS = 128
/** Not in the spec: the time limit of a request of many texts, unless the query's is longer. */
export const HOSTED_BATCH_TIMEOUT_MS = 30_000

/**
 * The endpoint for EMBEDDINGS_URL, which may be a base (`https://api.example.com`), the API
 * root (`…/v1`) or the endpoint itself (`…/v1/embeddings`): all three name the same place.
 */
export function embeddingsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '')
  if (base.endsWith('/v1/embeddings')) return base
  if (base.endsWith('/v1')) return `${base}/embeddings`
  return `${base}/v1/embeddings`
}

const AnswerSchema = v.object({
  data: v.array(
    v.object({
      index: v.pipe(v.number(), v.integer(), v.minValue(0)),
      embedding: v.array(v.pipe(v.number(), v.finite())),
    }),
  ),
})

/** The model id of a hosted model: its vectors are never compared with another model's. */
export function hostedModelId(model: string): string {
  return `hosted:${model}`
}

/** An OpenAI-compatible embeddings endpoint as an EmbeddingModel. */
export function hostedModel(settings: HostedSettings, options: HostedOptions = {}): EmbeddingModel {
  const timeout = options.timeout ?? ((ms: number) => AbortSignal.timeout(ms))

  async function request(texts: string[], signal: AbortSignal | undefined) {
    const limit =
      texts.length === 1
        ? settings.timeoutMs
        : Math.max(settings.timeoutMs, HOSTED_BATCH_TIMEOUT_MS)
    const timer = timeout(limit)
    const both = signal ? AbortSignal.any([signal, timer]) : timer
    const failed = (error: unknown, what: string): never => {
      if (signal?.aborted) throw signal.reason
      if (timer.aborted)
        throw new EmbeddingError('timeout', `${settings.endpoint} took over ${limit} ms`)
      throw new EmbeddingError('unreachable', `${settings.endpoint}: ${what}`, { cause: error })
    }
    let response: Response
    try {
      // Plain fetch, not fetchSafely: the operator configures this address in the server's
      // environment; no user of the product can choose or change it.
      response = await fetch(settings.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, input: texts }),
        signal: both,
      })
    } catch (error) {
      return failed(error, error instanceof Error ? error.message : String(error))
    }
    let body: string
    try {
      body = await response.text()
    } catch (error) {
      return failed(error, 'the answer broke off')
    }
    if (!response.ok) {
      // The start of the body says why (a wrong model name, a quota): worth a log line.
      const excerpt = body.replace(/\s+/g, ' ').trim().slice(0, 200)
      throw new EmbeddingError(
        'status',
        `${response.status} from ${settings.endpoint}${excerpt ? `: ${excerpt}` : ''}`,
      )
    }
    return vectorsOf(body, texts.length)
  }

  function vectorsOf(body: string, count: number): Float32Array[] {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      throw new EmbeddingError(
        'bad-answer',
        `${settings.endpoint} answered with something other than JSON`,
      )
    }
    const parsed = v.safeParse(AnswerSchema, json)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const where = issue ? v.getDotPath(issue) : null
      throw new EmbeddingError(
        'bad-answer',
        `${where ?? 'the answer'}: ${issue?.message ?? 'invalid'}`,
      )
    }
    const { data } = parsed.output
    if (data.length !== count) {
      throw new EmbeddingError('bad-answer', `${data.length} embeddings for ${count} texts`)
    }
    const vectors: (Float32Array | undefined)[] = new Array(count)
    for (const { index, embedding } of data) {
      if (index >= count || vectors[index]) {
        throw new EmbeddingError('bad-answer', `index ${index} is out of range or repeated`)
      }
      if (embedding.length !== settings.dimensions) {
        throw new EmbeddingError(
          'bad-answer',
          `an embedding of ${embedding.length} dimensions, ${settings.dimensions} expected (EMBEDDINGS_DIMENSIONS)`,
        )
      }
      const unit = normalise(Float32Array.from(embedding))
      if (!unit)
        throw new EmbeddingError('bad-answer', `the embedding of text ${index} is all zeros`)
      vectors[index] = unit
    }
    // Counted, in range and never repeated: every index is there.
    return vectors as Float32Array[]
  }

  return {
    id: hostedModelId(settings.model),
    dimensions: settings.dimensions,
    async embed(texts, signal) {
      const vectors: Float32Array[] = []
      for (let start = 0; start < texts.length; start += HOSTED_BATCH_TEXTS) {
        vectors.push(...(await request(texts.slice(start, start + HOSTED_BATCH_TEXTS), signal)))
      }
      return vectors
    },
    async close() {},
  }
}
