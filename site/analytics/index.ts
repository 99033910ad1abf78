export {
  ANALYTICS_EVENT,
  ANALYTICS_QUEUE_LIMIT,
  type ClickEvent,
  clickEventFor,
} from './analytics'
export { $analyticsQueue, recordClick } from './store'
export { useClickAnalytics } from './use-click-analytics'
