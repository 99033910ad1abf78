import { afterEach, describe, expect, test } from 'vitest'
import type { HostedSettings } from '../config'
import { EmbeddingError } from './errors'
import { embeddingsAnswer, type FakeAnswer, fakeEndpoint } from './fixtures/fake-endpoint'
import { embeddingsEndpoint, HOSTED_BATCH_TEXTS, hostedModel } from './hosted'
import { dot } from './vectors'

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
    ...options,
  }
  return { model: hostedModel(settings), endpoint }
}

const json =
  (status: number, body: unknown): FakeAnswer =>
  (_, res) => {
    res.statusCode = status
    res.setHeader('content-type', 'application/json')
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

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
})

describe('the hosted model', () => {
  test('posts the model and the texts with the key, and answers unit vectors in text order', async () => {
    const { model, endpoint } = await hostedAgainst(embeddingsAnswer(DIMENSIONS))
    const vectors = await model.embed(['a', 'abcd'])
    expect(endpoint.requests).toHaveLength(1)
    expect(endpoint.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/embeddings',
      headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
      body: { model: 'text-embedding-3-small', input: ['a', 'abcd'] },
    })
    expect(model.id).toBe('hosted:text-embedding-3-small')
    expect(vectors).toHaveLength(2)
    for (const vector of vectors) expect(dot(vector, vector)).toBeCloseTo(1, 5)
    // The fake puts each text's length first: 'abcd' leans further that way than 'a'.
    expect(vectors[1]?.[0] ?? 0).toBeGreaterThan(vectors[0]?.[0] ?? 0)
  })

  test('without a key no Authorization header is sent', async () => {
    const { model, endpoint } = await hostedAgainst(embeddingsAnswer(DIMENSIONS), { key: null })
    await model.embed(['a'])
    expect(endpoint.requests[0]?.headers.authorization).toBeUndefined()
  })

  test('many texts go in several requests, answered in order', async () => {
    const { model, endpoint } = await hostedAgainst(embeddingsAnswer(DIMENSIONS))
    const texts = Array.from({ length: HOSTED_BATCH_TEXTS + 3 }, (_, i) => 'x'.repeat(i + 1))
    const vectors = await model.embed(texts)
    expect(endpoint.requests).toHaveLength(2)
    expect(vectors).toHaveLength(texts.length)
    const firsts = vectors.map((vector) => vector[0] ?? 0)
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b))
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
      },
      { timeout: () => limit.signal },
    )
    const arrived = endpoint.nextRequest()
    const answer = model.embed(['a caption'])
    await arrived
    limit.abort()
    await expect(answer).rejects.toMatchObject({
      code: 'timeout',
      message: expect.stringContaining('took over 2000 ms'),
    })
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

  test.each<[string, FakeAnswer, EmbeddingError['code'], RegExp]>([
    ['a 500', json(500, { error: { message: 'overloaded' } }), 'status', /500 .*overloaded/],
    ['a 401', json(401, { error: { message: 'bad key' } }), 'status', /401/],
    ['not JSON', json(200, '<html>proxy error</html>'), 'bad-answer', /other than JSON/],
    ['no data', json(200, { object: 'list' }), 'bad-answer', /data/],
    [
      'a count short',
      json(200, { data: [{ index: 0, embedding: [1, 0, 0, 0, 0, 0, 0, 0] }] }),
      'bad-answer',
      /1 embeddings for 2 texts/,
    ],
    [
      'the wrong dimension',
      json(200, { data: [0, 1].map((index) => ({ index, embedding: [1, 2, 3] })) }),
      'bad-answer',
      /3 dimensions, 8 expected/,
    ],
    [
      'an index twice',
      json(200, { data: [0, 0].map((index) => ({ index, embedding: Array(8).fill(1) })) }),
      'bad-answer',
      /index 0/,
    ],
    [
      'a number that is not one',
      json(200, {
        data: [0, 1].map((index) => ({ index, embedding: [...Array(7).fill(1), 'NaN'] })),
      }),
      'bad-answer',
      /embedding/,
    ],
    [
      'a vector of zeros',
      json(200, { data: [0, 1].map((index) => ({ index, embedding: Array(8).fill(0) })) }),
      'bad-answer',
      /all zeros/,
    ],
  ])('%s is an EmbeddingError (%s)', async (_, answer, code, message) => {
    const { model } = await hostedAgainst(answer)
    const failure = model.embed(['a', 'b'])
    await expect(failure).rejects.toBeInstanceOf(EmbeddingError)
    await expect(failure).rejects.toMatchObject({ code, message: expect.stringMatching(message) })
  })

  test('an address where nothing listens is unreachable', async () => {
    const { model, endpoint } = await hostedAgainst(embeddingsAnswer(DIMENSIONS))
    await endpoint.close()
    await expect(model.embed(['a'])).rejects.toMatchObject({ code: 'unreachable' })
  })
})
