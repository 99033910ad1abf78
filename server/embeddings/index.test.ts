import { afterEach, describe, expect, test } from 'vitest'
import { configFromEnv } from '../config'
import { embeddingsAnswer, type FakeAnswer, fakeEndpoint } from './fixtures/fake-endpoint'
import {
  createEmbeddings,
  embeddingsEndpoint,
  embeddingsOf,
  hostedModel,
  LOCAL_MODEL_ID,
} from './index'
import { failingModel, fakeEmbeddingModel, fakeEmbeddings } from './testing'
import { dot } from './vectors'

let endpoint: Awaited<ReturnType<typeof fakeEndpoint>> | null = null
afterEach(async () => {
  await endpoint?.close()
  endpoint = null
})

/** A hosted model on a local fake endpoint, the fake model behind it, and the log lines. */
async function hostedThenFake(
  answer: FakeAnswer,
  // By default the time limit never passes: tests trigger it themselves.
  timeout: () => AbortSignal = () => new AbortController().signal,
) {
  endpoint = await fakeEndpoint(answer)
  const hosted = hostedModel(
    {
      endpoint: embeddingsEndpoint(endpoint.url),
      key: 'k',
      model: 'm',
      dimensions: 8,
      timeoutMs: 50,
      batchTexts: 32,
    },
    { timeout },
  )
  const fallback = fakeEmbeddingModel()
  const lines: string[] = []
  const embeddings = embeddingsOf([hosted, fallback], (line) => lines.push(line))
  return { embeddings, fallback, lines, endpoint }
}

const status =
  (code: number, body: string): FakeAnswer =>
  (_, res) => {
    res.statusCode = code
    res.end(body)
  }

describe('createEmbeddings', () => {
  test('without EMBEDDINGS_URL the local model alone', async () => {
    const embeddings = createEmbeddings(configFromEnv({}).embeddings)
    expect(embeddings.models.map((model) => model.id)).toEqual([LOCAL_MODEL_ID])
    await embeddings.close()
  })

  test('with EMBEDDINGS_URL the hosted model first, the local model behind it', async () => {
    const { embeddings: settings } = configFromEnv({
      EMBEDDINGS_URL: 'https://api.example.com/v1',
      EMBEDDINGS_MODEL: 'text-embedding-3-large',
    })
    const embeddings = createEmbeddings(settings)
    expect(embeddings.models.map((model) => model.id)).toEqual([
      'hosted:text-embedding-3-large',
      LOCAL_MODEL_ID,
    ])
    await embeddings.close()
  })
})

describe('embedQuery', () => {
  test('answers with the hosted model while it works', async () => {
    const { embeddings, fallback, lines } = await hostedThenFake(embeddingsAnswer(8))
    const query = await embeddings.embedQuery('what a strike')
    expect(query?.model).toBe('hosted:m')
    expect(query?.vector).toHaveLength(8)
    expect(fallback.seen).toEqual([])
    expect(lines).toEqual([])
  })

  test.each<[string, FakeAnswer]>([
    ['answers 500', status(500, 'upstream down')],
    ['answers 429', status(429, '{"error":{"message":"rate limited"}}')],
    ['answers something other than JSON', status(200, 'not json')],
    ['answers two vectors for one text', embeddingsAnswerFor(2, 8)],
    ['answers vectors of another dimension', embeddingsAnswer(4)],
  ])('when the endpoint %s, the fallback answers and one line is logged', async (_, answer) => {
    const { embeddings, fallback, lines } = await hostedThenFake(answer)
    const query = await embeddings.embedQuery('what a strike')
    expect(query?.model).toBe(fallback.id)
    expect(fallback.seen).toEqual(['what a strike'])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^embeddings: hosted:m failed, asking fake-64: /)
  })

  test('when the endpoint does not answer in time, the fallback answers and the timeout is logged', async () => {
    const limit = new AbortController()
    const { embeddings, fallback, lines, endpoint } = await hostedThenFake(null, () => limit.signal)
    const arrived = endpoint.nextRequest()
    const answer = embeddings.embedQuery('what a strike')
    await arrived
    limit.abort()
    expect((await answer)?.model).toBe(fallback.id)
    expect(lines).toEqual([
      expect.stringMatching(/hosted:m failed, asking fake-64: no answer in time/),
    ])
  })

  test('when every model fails it answers null, one line per failure, and never throws', async () => {
    const lines: string[] = []
    const embeddings = embeddingsOf(
      [failingModel('first', 'timeout'), failingModel('second', 'worker')],
      (line) => lines.push(line),
    )
    await expect(embeddings.embedQuery('anything')).resolves.toBeNull()
    expect(lines).toEqual([
      expect.stringMatching(/^embeddings: first failed, asking second: no answer in time/),
      expect.stringMatching(/^embeddings: second failed, no model left: the local model failed/),
    ])
  })

  test('a model closed on purpose (the server stopping) is passed over without a line', async () => {
    const lines: string[] = []
    const fallback = fakeEmbeddingModel()
    const embeddings = embeddingsOf([failingModel('first', 'closed'), fallback], (line) =>
      lines.push(line),
    )
    await expect(embeddings.embedQuery('a caption')).resolves.toMatchObject({
      model: fallback.id,
    })
    const alone = embeddingsOf([failingModel('only', 'closed')], (line) => lines.push(line))
    await expect(alone.embedQuery('a caption')).resolves.toBeNull()
    expect(lines).toEqual([])
  })

  test('a query the caller aborted answers null without blaming the model', async () => {
    const { embeddings, fallback, lines, endpoint } = await hostedThenFake(null)
    const controller = new AbortController()
    const arrived = endpoint.nextRequest()
    const answer = embeddings.embedQuery('a caption', controller.signal)
    await arrived
    controller.abort()
    await expect(answer).resolves.toBeNull()
    expect(fallback.seen).toEqual([])
    expect(lines).toEqual([])
  })
})

describe('the fake model', () => {
  test('is deterministic and puts texts that share words nearer than texts that share none', async () => {
    const embeddings = fakeEmbeddings()
    const [model] = embeddings.models
    if (!model) throw new Error('no model')
    const [a, b, c, again] = await model.embed([
      'red football boots',
      'football boots',
      'silky soup',
      'red football boots',
    ])
    if (!a || !b || !c || !again) throw new Error('missing vectors')
    expect(again).toEqual(a)
    expect(dot(a, a)).toBeCloseTo(1, 5)
    expect(dot(a, b)).toBeGreaterThan(dot(a, c))
    expect((await embeddings.embedQuery(''))?.vector).toHaveLength(64)
  })
})

/** An endpoint that answers `count` vectors whatever it was asked. */
function embeddingsAnswerFor(count: number, dimensions: number): FakeAnswer {
  return (_, res) => {
    const data = Array.from({ length: count }, (_, index) => ({
      index,
      embedding: Array(dimensions).fill(1),
    }))
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ data }))
  }
}
