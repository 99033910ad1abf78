export { analyticsDeclined } from './consent'
export { createInsights, type Insights, type PageMetric, pageInsights } from './insights'
