import { createApiClient, DEFAULT_API_PATH, type Product } from '../../shared/api'
import type { SiteEnv } from '../env'
import { RouteDataError } from '../errors/classify'

/** Not in the spec: how long a page waits for its data before it shows 'Request Timeout'. */
export const PAGE_DATA_TIMEOUT_MS = 10_000

/**
 * The channel's newest matched items for the reveal, from the live feed endpoint of spec §7.
 * Throws a RouteDataError saying what failed: the network, the wait, or the server.
 */
export async function loadRevealProducts(
  env: SiteEnv,
  channelId: string,
  count: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const api = createApiClient({ base: DEFAULT_API_PATH, fetch: env.fetch, timers: env })
  const controller = new AbortController()
  let timedOut = false
  const timer = env.setTimeout(() => {
    timedOut = true
    controller.abort()
  }, PAGE_DATA_TIMEOUT_MS)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    const result = await api.recentProducts(channelId, count, { signal: controller.signal })
    if (result.ok) return result.data
    if (timedOut) throw new RouteDataError('timeout', 'The products did not arrive in time')
    if (result.error.code === 'network') throw new RouteDataError('network', result.error.message)
    const status = result.error.status === undefined ? '' : ` (status ${result.error.status})`
    throw new RouteDataError('other', `${result.error.message}${status}`)
  } finally {
    env.clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}
