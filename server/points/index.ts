export { checkInToday, pointsStatus, WALLET_REQUIRED } from './check-in'
export { pointsRoutes } from './routes'
