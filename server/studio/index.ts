export { STUDIO_ERROR, studioRoutes } from './routes'
