// Helpers for tests that run the real server and admin programs as processes.
import { createServer } from 'node:net'

/** A TCP port free right now (the OS's choice), so parallel runs and CI never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port was given')),
      )
    })
  })
}
