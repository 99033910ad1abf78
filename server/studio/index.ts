export { STUDIO_ERROR } from './access'
export { FEED_ERROR } from './feeds'
export { MAX_SCHEDULE_BYTES } from './on-air'
export { studioRoutes } from './routes'
