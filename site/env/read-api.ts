import * as v from 'valibot'
import { DEFAULT_API_PATH } from '../../shared/api/paths'

/** A public read of our API that did not give its answer; `status` is the HTTP status (0: none). */
export class ApiReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * `GET {apiBase}{path}` as JSON, checked against `schema`. Throws ApiReadError on a status that
 * is not OK or a body of another shape (a network failure or an abort rejects as fetch does).
 */
export async function readApi<S extends v.GenericSchema>(
  fetchFn: typeof fetch,
  path: string,
  schema: S,
  signal?: AbortSignal,
  apiBase = DEFAULT_API_PATH,
): Promise<v.InferOutput<S>> {
  const response = await fetchFn(`${apiBase}${path}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) {
    throw new ApiReadError(response.status, `${path} answered ${response.status}`)
  }
  const body = v.safeParse(schema, await response.json().catch(() => null))
  if (!body.success) throw new ApiReadError(response.status, `${path} answered an unknown shape`)
  return body.output
}
