// What other capabilities use of the catalog.
export { rotateChannelKey } from './channel-keys'
export { segmentAt } from './clock'
export { type ExplainedMatch, explainMatches } from './explain'
export { airOnce, appendMatches, onAirNow } from './live-feed'
export { type MatchInput, matchContext } from './matcher'
export {
  deleteSchedule,
  programOf,
  type StoredSchedule,
  saveSchedule,
  scheduleOf,
} from './schedule'
