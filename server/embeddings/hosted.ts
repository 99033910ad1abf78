// A hosted model: an OpenAI-compatible `POST …/v1/embeddings` endpoint, as OpenAI serves it and
// the servers people run themselves (Ollama, text-embeddings-inference, vLLM). It is optional and
// preferred when configured (index.ts); whatever it answers is checked before a vector of it is
// believed (hosted-answer.ts), and every way it can fail is an EmbeddingError, so the local
// model can answer.
import type { HostedSettings } from '../config'
import { EmbeddingError } from './errors'
import { answerVectors, errorMessage } from './hosted-answer'
import type { EmbeddingModel } from './types'
import { normalise } from './vectors'

export type { HostedSettings }

/** How a request's time limit is made; tests pass one they can trigger. */
export type HostedOptions = { timeout?: (ms: number) => AbortSignal }

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

/** Servers' own embedding routes: they take and answer other shapes than `/v1/embeddings`. */
const OWN_ROUTES = [
  { path: '/api/embed', server: 'Ollama' },
  { path: '/api/embeddings', server: 'Ollama' },
  { path: '/embed', server: 'text-embeddings-inference' },
] as const

/** Why EMBEDDINGS_URL is refused when it names a server's own route instead of the server. */
export function ownRouteProblem(url: string): string | null {
  const { origin, pathname } = new URL(url)
  const path = pathname.replace(/\/+$/, '')
  const route = OWN_ROUTES.find((own) => path.endsWith(own.path))
  if (!route) return null
  const server = `${origin}${path.slice(0, path.length - route.path.length)}`
  return `EMBEDDINGS_URL names ${route.path}, ${route.server}'s own route: give the server's address (${server}), whose OpenAI-compatible /v1/embeddings is used`
}

/** What a status says to check, where the answer's own words may not. */
const STATUS_HINTS: Partial<Record<number, string>> = {
  401: 'check EMBEDDINGS_KEY',
  403: 'check EMBEDDINGS_KEY',
  404: "check EMBEDDINGS_URL (the server's address) and EMBEDDINGS_MODEL (a model it serves)",
  429: 'the server is busy or over its quota',
}

/** A request too large for the server: text-embeddings-inference counts texts, proxies bytes. */
function tooManyTexts(status: number, message: string): boolean {
  return status === 413 || (status === 422 && /batch size/i.test(message))
}

/** One request's outcome: vectors, or the server's word that the batch was too large. */
type Answer =
  | { kind: 'vectors'; vectors: Float32Array[] }
  | { kind: 'too-many'; status: number; message: string }

/** The model id of a hosted model: its vectors are never compared with another model's. */
export function hostedModelId(model: string): string {
  return `hosted:${model}`
}

/** An OpenAI-compatible embeddings endpoint as an EmbeddingModel. */
export function hostedModel(settings: HostedSettings, options: HostedOptions = {}): EmbeddingModel {
  const timeout = options.timeout ?? ((ms: number) => AbortSignal.timeout(ms))

  async function request(texts: string[], signal: AbortSignal | undefined): Promise<Answer> {
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
      // The answer's own words say why (a model not pulled, a quota): worth a log line.
      const message = errorMessage(body)
      if (tooManyTexts(response.status, message)) {
        return { kind: 'too-many', status: response.status, message }
      }
      const hint = STATUS_HINTS[response.status]
      throw new EmbeddingError(
        'status',
        `${settings.endpoint} answered ${response.status}${message ? `: ${message}` : ''}${hint ? ` (${hint})` : ''}`,
      )
    }
    return { kind: 'vectors', vectors: vectorsOf(body, texts.length) }
  }

  function vectorsOf(body: string, count: number): Float32Array[] {
    const bad = (problem: string) =>
      new EmbeddingError('bad-answer', `${settings.endpoint} answered ${problem}`)
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      throw bad('something other than JSON')
    }
    const answer = answerVectors(json, count, settings.dimensions)
    if (!answer.ok) throw bad(answer.problem)
    return answer.vectors.map((vector, index) => {
      const unit = normalise(vector)
      if (!unit) throw bad(`an embedding of text ${index} that is all zeros`)
      return unit
    })
  }

  // Texts per request: EMBEDDINGS_BATCH, halved for good whenever the server says it is too many.
  let batch = settings.batchTexts

  async function embedAll(texts: string[], signal: AbortSignal | undefined) {
    const vectors: Float32Array[] = []
    for (let start = 0; start < texts.length; ) {
      const chunk = texts.slice(start, start + batch)
      const answer = await request(chunk, signal)
      if (answer.kind === 'vectors') {
        vectors.push(...answer.vectors)
        start += chunk.length
      } else if (chunk.length > 1) {
        batch = Math.min(batch, Math.ceil(chunk.length / 2))
      } else {
        throw new EmbeddingError(
          'status',
          `${settings.endpoint} answered ${answer.status} to one text: ${answer.message}`,
        )
      }
    }
    return vectors
  }

  return {
    id: hostedModelId(settings.model),
    dimensions: settings.dimensions,
    embed: embedAll,
    async close() {},
  }
}
