export { requireCountingOrigin } from './origin'
export { startRollups } from './rollups'
export { insightRoutes } from './routes'
export { countEvent, readInsights, recordClick, rollUp, type ServerEvent } from './store'
