/** The four kinds of the route error page (spec §8), each with its code and heading. */
export const ROUTE_ERRORS = {
  load: { code: 'LOAD', title: 'Failed to load page' },
  network: { code: 'NET', title: 'Network Error' },
  timeout: { code: 'TIME', title: 'Request Timeout' },
  other: { code: 'ERROR', title: 'Something went wrong' },
} as const

export type RouteErrorKind = keyof typeof ROUTE_ERRORS

/**
 * A page's own data failed to load and it already knows how: thrown during render so the
 * route error page shows the right kind without guessing from a message.
 */
export class RouteDataError extends Error {
  override name = 'RouteDataError'
  constructor(
    readonly kind: RouteErrorKind,
    message: string,
  ) {
    super(message)
  }
}

function text(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`
  return typeof error === 'string' ? error : ''
}

/**
 * Which kind of failure an error is: a page chunk that failed to load, the network, a
 * timeout, or anything else. `online` is the browser's view (navigator.onLine).
 */
export function classifyRouteError(error: unknown, online = true): RouteErrorKind {
  if (error instanceof RouteDataError) return online ? error.kind : 'network'
  const message = text(error)
  if (
    /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  ) {
    return 'load'
  }
  if (/TimeoutError|timed? ?out/i.test(message)) return 'timeout'
  if (!online || /NetworkError|Failed to fetch|Network request failed|Load failed/i.test(message)) {
    return 'network'
  }
  return 'other'
}
