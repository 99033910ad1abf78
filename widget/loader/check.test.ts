import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { type CheckFetch, EMBED_CHECK_WAIT_MS, embedRefusal } from './check'

const WIDGET = 'https://stv.example'
const PAGE = 'https://partner.com'

const answering =
  (status: number, body: unknown): CheckFetch =>
  async () => ({ status, json: async () => body })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('asks our API for this channel and page, without credentials', async () => {
  const fetch = vi.fn(answering(200, { ok: true }))
  expect(await embedRefusal(fetch, WIDGET, 'wildtv', PAGE)).toBeNull()
  expect(fetch).toHaveBeenCalledWith(
    `${WIDGET}/api/embed/check?channelId=wildtv&parentOrigin=https%3A%2F%2Fpartner.com`,
    { credentials: 'omit' },
  )
})

test.each([403, 404, 400])(
  'a %i with an error is the server’s refusal, word for word',
  async (status) => {
    const message = `Shoppable TV: ${PAGE} is not registered`
    const body = errorBody(status, message)
    expect(await embedRefusal(answering(status, body), WIDGET, 'wildtv', PAGE)).toBe(message)
  },
)

test.each([
  [
    'a 5xx',
    answering(503, { error: { code: 'internal', message: 'Something went wrong on our side' } }),
  ],
  ['a 4xx without an error text', answering(404, { error: { code: 'not-found', message: 42 } })],
  ['a 4xx whose error is a bare string', answering(404, { error: 'Unknown channel' })],
  [
    'a 4xx that is not JSON',
    (async () => ({
      status: 404,
      json: () => Promise.reject(new SyntaxError('x')),
    })) satisfies CheckFetch,
  ],
  ['a 4xx of JSON null', answering(404, null)],
  [
    'a network failure',
    (() => Promise.reject(new TypeError('Failed to fetch'))) satisfies CheckFetch,
  ],
])('%s is no refusal: the frame is tried as before', async (_name, fetch) => {
  expect(await embedRefusal(fetch, WIDGET, 'wildtv', PAGE)).toBeNull()
})

test('no answer in time is no refusal either', async () => {
  const pending = embedRefusal(() => new Promise(() => {}), WIDGET, 'wildtv', PAGE)
  let result: string | null | undefined
  void pending.then((value) => {
    result = value
  })
  await vi.advanceTimersByTimeAsync(EMBED_CHECK_WAIT_MS - 1)
  expect(result).toBeUndefined()
  await vi.advanceTimersByTimeAsync(1)
  expect(result).toBeNull()
})
