export { STUDIO_ERROR } from './access'
export { isScheduleUpload, MAX_SCHEDULE_BYTES } from './on-air'
export { studioRoutes } from './routes'
