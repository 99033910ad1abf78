// The server's listening sockets, bound before anything else: a busy port is found before
// the database is opened, and the port is held while the app starts.
import { createServer, type RequestListener, type Server } from 'node:http'
import { errorBody } from '../shared/api/error-codes'

/** What a request hears while the server starts (code `starting`). */
export const STARTING_TEXT = 'The server is starting; try again in a second'

/** Answers while the database opens: the port is held, and callers are told to come back. */
const starting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
  res.end(JSON.stringify(errorBody(503, STARTING_TEXT)))
}

/**
 * Not in the spec: how long an idle kept-alive connection stays open. Node's default (5 s) is
 * shorter than its clients keep one idle: a client that reuses it as the server closes it gets a
 * reset (ECONNRESET; behind a proxy, a 502), which browsers retry but a load balancer or a test's
 * request context does not. Above the 60 s a load balancer commonly keeps an idle connection, so
 * the client is the one that closes it.
 */
export const KEEP_ALIVE_MS = 65_000

/** A listening server whose handler is swapped in once the app is ready. */
export type Bound = { server: Server; serve(listener: RequestListener): void }

/** Listens on `port` at `hostname`, answering 503 "starting" until `serve()` gives the handler. */
export function listen(port: number, hostname: string) {
  return new Promise<Bound>((resolve, reject) => {
    let handler = starting
    const server = createServer(
      // The headers' timeout (60 s by default) above it, so no other timer of the server
      // closes the idle connection first.
      { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 },
      (req, res) => handler(req, res),
    )
    server.once('error', reject)
    server.listen(port, hostname, () => {
      server.off('error', reject)
      resolve({
        server,
        serve: (listener) => {
          handler = listener
        },
      })
    })
  })
}

/** A port another process holds: found before the database is opened, migrated or seeded. */
export class PortInUseError extends Error {
  constructor(name: string, port: number, host: string) {
    super(
      `${name}=${port} on ${host} is in use by another process. Stop it, or set ${name} to a free port.`,
    )
    this.name = 'PortInUseError'
  }
}

/** `listen()`, with a busy port as a PortInUseError naming the setting (`PORT`) to change. */
export async function bind(name: string, port: number, host: string): Promise<Bound> {
  try {
    return await listen(port, host)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError(name, port, host)
    }
    throw error
  }
}

/**
 * Not in the spec: how long a stopping server lets the requests under way finish before it
 * cuts the connections that are still busy (clients that keep sending on kept-alive ones).
 */
export const SHUTDOWN_GRACE_MS = 5_000

/**
 * Stops a server: no new connections, idle ones closed at once, and after `graceMs` every
 * connection still open, so a server under load stops rather than serving its clients on.
 */
export function closeServer(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearTimeout(cut)
      resolve()
    })
    server.closeIdleConnections()
  })
}
