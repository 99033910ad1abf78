import { afterEach, describe, expect, test } from 'vitest'
import type { HostedSettings } from '../config'
import { EmbeddingError } from './errors'
import {
  answeringAs,
  SERVER_ANSWERS,
  sendJson,
  serverVector,
  teiBatchLimit,
  unitVector,
} from './fixtures/embedding-servers'
import { type FakeAnswer, fakeEndpoint } from './fixtures/fake-endpoint'
import { embeddingsEndpoint, hostedModel, ownRouteProblem } from './hosted'

const DIMENSIONS = 8
let endpoint: Awaited<ReturnType<typeof fakeEndpoint>> | null = null
afterEach(async () => {
  await endpoint?.close()
  endpoint = null
})

async function hostedAgainst(answer: FakeAnswer, options: Partial<HostedSettings> = {}) {
  endpoint = await fakeEndpoint(answer)
  const settings: HostedSettings = {
    endpoint: embeddingsEndpoint(endpoint.url),
    key: 'sk-test',
    model: 'text-embedding-3-small',
    dimensions: DIMENSIONS,
    timeoutMs: 2_000,
    batchTexts: 32,
    ...options,
  }
  return { model: hostedModel(settings), endpoint, where: settings.endpoint }
}

const json =
  (status: number, body: unknown): FakeAnswer =>
  (_, res) =>
    sendJson(res, status, body)

/** `t1` … `tN`: the fake servers' vectors follow the number. */
const texts = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`)
const units = (names: string[]) => names.map((name) => unitVector(name, DIMENSIONS))
const sizesAsked = () => endpoint?.requests.map((r) => (r.body as { input: string[] }).input.length)

describe('EMBEDDINGS_URL', () => {
  test.each([
    'https://api.example.com',
    'https://api.example.com/',
    'https://api.example.com/v1',
    'https://api.example.com/v1/',
    'https://api.example.com/v1/embeddings',
  ])('%s names https://api.example.com/v1/embeddings', (url) => {
    expect(embeddingsEndpoint(url)).toBe('https://api.example.com/v1/embeddings')
  })

  test('a base under a path keeps it', () => {
    expect(embeddingsEndpoint('http://gateway.local/openai')).toBe(
      'http://gateway.local/openai/v1/embeddings',
    )
  })

  test.each([
    ['http://127.0.0.1:11434/api/embed', '/api/embed', 'Ollama', 'http://127.0.0.1:11434'],
    [
      'http://127.0.0.1:11434/api/embeddings/',
      '/api/embeddings',
      'Ollama',
      'http://127.0.0.1:11434',
    ],
    ['http://gpu.local/tei/embed', '/embed', 'text-embeddings-inference', 'http://gpu.local/tei'],
  ])(
    '%s, a server’s own route, is refused with the address to give',
    (url, route, server, base) => {
      expect(ownRouteProblem(url)).toBe(
        `EMBEDDINGS_URL names ${route}, ${server}'s own route: give the server's address (${base}), whose OpenAI-compatible /v1/embeddings is used`,
      )
    },
  )

  test.each([
    'http://127.0.0.1:11434',
    'http://127.0.0.1:8080/v1',
    'https://api.openai.com/v1/embeddings',
  ])('%s is no server’s own route', (url) => {
    expect(ownRouteProblem(url)).toBeNull()
  })
})

describe('the servers people run, each in its answer shape', () => {
  test.each([
    ['OpenAI', SERVER_ANSWERS.openai, 'text-embedding-3-small', 'sk-test'],
    ['Ollama', SERVER_ANSWERS.ollama, 'nomic-embed-text', null],
    ['text-embeddings-inference', SERVER_ANSWERS.tei, 'BAAI/bge-small-en-v1.5', null],
    ['vLLM', SERVER_ANSWERS.vllm, 'BAAI/bge-small-en-v1.5', 'vllm-key'],
  ])(
    '%s: posts only the model and the texts, and answers unit vectors in text order',
    async (_, answer, name, key) => {
      const { model, endpoint } = await hostedAgainst(answeringAs(answer, DIMENSIONS), {
        model: name,
        key,
      })
      const vectors = await model.embed(texts(3))
      expect(endpoint.requests).toHaveLength(1)
      const [request] = endpoint.requests
      expect(request?.method).toBe('POST')
      expect(request?.path).toBe('/v1/embeddings')
      expect(request?.body).toEqual({ model: name, input: ['t1', 't2', 't3'] })
      expect(request?.headers['content-type']).toBe('application/json')
      expect(request?.headers.authorization).toBe(key ? `Bearer ${key}` : undefined)
      expect(model.id).toBe(`hosted:${name}`)
      expect(vectors).toEqual(units(['t1', 't2', 't3']))
    },
  )

  test('vectors out of order are put back in text order by their index', async () => {
    const { model } = await hostedAgainst((request, res) => {
      const answer = SERVER_ANSWERS.openai((request.body as { input: string[] }).input, DIMENSIONS)
      sendJson(res, 200, { ...answer, data: [...answer.data].reverse() })
    })
    expect(await model.embed(texts(3))).toEqual(units(['t1', 't2', 't3']))
  })

  test('vectors without an index are taken in the order they came', async () => {
    const { model } = await hostedAgainst(
      json(200, { data: texts(2).map((text) => ({ embedding: serverVector(text, DIMENSIONS) })) }),
    )
    expect(await model.embed(texts(2))).toEqual(units(['t1', 't2']))
  })

  test('a vector in base64 (little-endian float32) is read as its numbers', async () => {
    const base64 = (text: string) =>
      Buffer.from(Float32Array.from(serverVector(text, DIMENSIONS)).buffer).toString('base64')
    const { model } = await hostedAgainst(
      json(200, { data: texts(2).map((text, index) => ({ index, embedding: base64(text) })) }),
    )
    expect(await model.embed(texts(2))).toEqual(units(['t1', 't2']))
  })
})

describe('batches', () => {
  test('many texts go EMBEDDINGS_BATCH at a time, answered in text order', async () => {
    const { model } = await hostedAgainst(answeringAs(SERVER_ANSWERS.vllm, DIMENSIONS), {
      batchTexts: 2,
    })
    expect(await model.embed(texts(5))).toEqual(units(texts(5)))
    expect(sizesAsked()).toEqual([2, 2, 1])
  })

  test('a batch text-embeddings-inference calls too large is halved until it fits, and stays so', async () => {
    const { model } = await hostedAgainst(teiBatchLimit(4, DIMENSIONS), { batchTexts: 32 })
    expect(await model.embed(texts(10))).toEqual(units(texts(10)))
    expect(sizesAsked()).toEqual([10, 5, 3, 3, 3, 1])
    endpoint?.requests.splice(0)
    expect(await model.embed(texts(7))).toEqual(units(texts(7)))
    expect(sizesAsked()).toEqual([3, 3, 1])
  })

  test('a 413 from a proxy in front halves the batch too', async () => {
    const { model } = await hostedAgainst((request, res) => {
      const { input } = request.body as { input: string[] }
      if (input.length > 2) {
        res.statusCode = 413
        res.end('<html><body>413 Request Entity Too Large</body></html>')
        return
      }
      sendJson(res, 200, SERVER_ANSWERS.ollama(input, DIMENSIONS))
    })
    expect(await model.embed(texts(4))).toEqual(units(texts(4)))
    expect(sizesAsked()).toEqual([4, 2, 2])
  })

  test('one text the server calls too large fails with its words', async () => {
    const { model, where } = await hostedAgainst(json(413, 'Request Entity Too Large'))
    await expect(model.embed(texts(2))).rejects.toThrow(
      new EmbeddingError('status', `${where} answered 413 to one text: Request Entity Too Large`),
    )
    expect(sizesAsked()).toEqual([2, 1])
  })
})

describe('failures say which server answered what', () => {
  test.each<[string, FakeAnswer, string]>([
    [
      'OpenAI refusing the key',
      json(401, {
        error: {
          message: 'Incorrect API key provided: sk-test.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      }),
      'answered 401: Incorrect API key provided: sk-test. (check EMBEDDINGS_KEY)',
    ],
    [
      'Ollama without the model pulled',
      json(404, {
        error: {
          message: 'model "nomic-embed-text" not found, try pulling it first',
          type: 'not_found_error',
          param: null,
          code: null,
        },
      }),
      `answered 404: model "nomic-embed-text" not found, try pulling it first (check EMBEDDINGS_URL (the server's address) and EMBEDDINGS_MODEL (a model it serves))`,
    ],
    [
      'Ollama’s own error shape',
      json(500, { error: 'llama runner process has terminated: signal: killed' }),
      'answered 500: llama runner process has terminated: signal: killed',
    ],
    [
      'text-embeddings-inference failing',
      json(424, { message: 'Inference failed', code: 424, type: 'backend' }),
      'answered 424: Inference failed',
    ],
    [
      'text-embeddings-inference overloaded',
      json(429, { message: 'Model is overloaded', code: 429, type: 'overloaded' }),
      'answered 429: Model is overloaded (the server is busy or over its quota)',
    ],
    [
      'vLLM without that model',
      json(404, {
        error: {
          message: 'The model `bge` does not exist.',
          type: 'NotFoundError',
          param: null,
          code: 404,
        },
      }),
      `answered 404: The model \`bge\` does not exist. (check EMBEDDINGS_URL (the server's address) and EMBEDDINGS_MODEL (a model it serves))`,
    ],
    [
      'an older vLLM',
      json(400, {
        object: 'error',
        message: 'This model does not support the embed task',
        type: 'BadRequestError',
        param: null,
        code: 400,
      }),
      'answered 400: This model does not support the embed task',
    ],
    [
      'a route FastAPI does not have',
      json(404, { detail: 'Not Found' }),
      `answered 404: Not Found (check EMBEDDINGS_URL (the server's address) and EMBEDDINGS_MODEL (a model it serves))`,
    ],
    [
      'a proxy’s page',
      json(502, '<html>\n  <h1>502   Bad Gateway</h1>\n</html>'),
      'answered 502: <html> <h1>502 Bad Gateway</h1> </html>',
    ],
    ['nothing but a status', json(503, ''), 'answered 503'],
  ])('%s is an error status with its words', async (_, answer, message) => {
    const { model, where } = await hostedAgainst(answer)
    await expect(model.embed(['t1', 't2'])).rejects.toThrow(
      new EmbeddingError('status', `${where} ${message}`),
    )
  })

  test('a long error body is cut to its start', async () => {
    const { model, where } = await hostedAgainst(json(500, { error: 'x'.repeat(500) }))
    await expect(model.embed(['t1'])).rejects.toThrow(
      new EmbeddingError('status', `${where} answered 500: ${'x'.repeat(200)}`),
    )
  })

  const eight = (x: unknown) => Array(DIMENSIONS).fill(x)
  test.each<[string, unknown, string]>([
    ['not JSON', '<html>proxy error</html>', 'something other than JSON'],
    ['no data', { object: 'list' }, 'data: Invalid key: Expected "data" but received undefined'],
    [
      'Ollama’s answer without embeddings',
      { object: '', data: null, model: '', usage: { prompt_tokens: 0, total_tokens: 0 } },
      'data: Invalid type: Expected Array but received null',
    ],
    ['a count short', { data: [{ index: 0, embedding: eight(1) }] }, '1 embeddings for 2 texts'],
    [
      'the wrong dimension',
      { data: [0, 1].map((index) => ({ index, embedding: [1, 2, 3] })) },
      'an embedding of 3 dimensions, 8 expected (EMBEDDINGS_DIMENSIONS)',
    ],
    [
      'an index twice',
      { data: [0, 0].map((index) => ({ index, embedding: eight(1) })) },
      'index 0 is out of range or repeated',
    ],
    [
      'an index past the texts',
      { data: [0, 2].map((index) => ({ index, embedding: eight(1) })) },
      'index 2 is out of range or repeated',
    ],
    [
      'a number that is not one',
      { data: [0, 1].map((index) => ({ index, embedding: [...eight(1).slice(1), 'NaN'] })) },
      'data.0.embedding.7: Invalid type: Expected number but received "NaN"',
    ],
    [
      'base64 that is not float32s',
      { data: [0, 1].map((index) => ({ index, embedding: 'AAAAAAA=' })) },
      'the embedding of text 0 is not float32 base64',
    ],
    [
      'a vector of zeros',
      { data: [0, 1].map((index) => ({ index, embedding: eight(0) })) },
      'an embedding of text 0 that is all zeros',
    ],
  ])('%s is a bad answer', async (_, body, problem) => {
    const { model, where } = await hostedAgainst(json(200, body))
    await expect(model.embed(['t1', 't2'])).rejects.toThrow(
      new EmbeddingError('bad-answer', `${where} answered ${problem}`),
    )
  })

  test('an endpoint that never answers fails as a timeout when the time limit passes', async () => {
    endpoint = await fakeEndpoint(null)
    const limit = new AbortController()
    const model = hostedModel(
      {
        endpoint: embeddingsEndpoint(endpoint.url),
        key: null,
        model: 'm',
        dimensions: DIMENSIONS,
        timeoutMs: 2_000,
        batchTexts: 32,
      },
      { timeout: () => limit.signal },
    )
    const arrived = endpoint.nextRequest()
    const answer = model.embed(['a caption'])
    await arrived
    limit.abort()
    await expect(answer).rejects.toThrow(
      new EmbeddingError('timeout', `${embeddingsEndpoint(endpoint.url)} took over 2000 ms`),
    )
  })

  test('a caller’s abort is passed on as the caller’s reason, not as a failure', async () => {
    const { model, endpoint } = await hostedAgainst(null)
    const controller = new AbortController()
    const arrived = endpoint.nextRequest()
    const answer = model.embed(['a caption'], controller.signal)
    await arrived
    controller.abort(new Error('segment ended'))
    await expect(answer).rejects.toThrow('segment ended')
  })

  test('an address where nothing listens is unreachable', async () => {
    const { model, endpoint } = await hostedAgainst(answeringAs(SERVER_ANSWERS.ollama, DIMENSIONS))
    await endpoint.close()
    await expect(model.embed(['t1'])).rejects.toMatchObject({ code: 'unreachable' })
  })
})
