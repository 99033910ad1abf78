// What other capabilities use of attribution.

export { newClickId, recordClickOut } from './click-out'
export { attributionRoutes, CLICK_OUT_ERROR } from './routes'
