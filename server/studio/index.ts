export { STUDIO_ERROR } from './access'
export { FEED_ERROR, isFeedUpload } from './feeds'
export { isScheduleUpload, MAX_SCHEDULE_BYTES } from './on-air'
export { studioRoutes } from './routes'
