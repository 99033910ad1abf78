import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ApiReadError, readApi } from './read-api'

const Schema = v.object({ name: v.string() })

function answering(status: number, body: string): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = []
  const fake = async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch: fake as typeof fetch, urls }
}

describe('readApi', () => {
  test('reads the answer from the API base and checks its shape', async () => {
    const server = answering(200, '{"name":"Wild TV"}')
    expect(await readApi(server.fetch, '/channels/wildtv', Schema)).toEqual({ name: 'Wild TV' })
    expect(server.urls).toEqual(['/api/channels/wildtv'])
  })

  test.each([
    ['a 404', 404, '{"error":"No such channel"}', 404],
    ['a 503', 503, 'down', 503],
    ['a body of another shape', 200, '{"title":"x"}', 200],
    ['a body that is not JSON', 200, '<html>', 200],
  ])('throws an ApiReadError with the status on %s', async (_, status, body, expected) => {
    const failure = readApi(answering(status, body).fetch, '/channels/x', Schema)
    await expect(failure).rejects.toBeInstanceOf(ApiReadError)
    await expect(failure).rejects.toMatchObject({ status: expected })
  })
})
