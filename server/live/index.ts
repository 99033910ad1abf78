// What other capabilities use of live delivery.

export { liveRoutes } from './routes'
export { type ChangedFeed, createLive, EVERY_CHANNEL, type Live } from './signal'
