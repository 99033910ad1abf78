// What other capabilities use of on-air (issue 66): the stream followers a server process runs,
// and the Studio's routes for a channel's stream.

export { createStreamFollowers, STREAM_LEASE_MS, STREAM_TICK_MS } from './followers'
export { streamRoutes } from './routes'
export { type RequestHandler, safeStreamFetch, withOwnStreams } from './stream-fetch'
export { dropStream, keepStream } from './stream-row'
