export { analyticsDeclined } from './consent'
export { createInsights, type Insights, pageInsights } from './insights'
