export { requireCountingOrigin } from './origin'
export { startRollups } from './rollups'
export { insightRoutes } from './routes'
export { readInsights, recordClick, rollUp } from './store'
