// What other capabilities use of live delivery.

export { type AppendDeps, airOnce, appendMatches, matchOnChannel, onAirNow } from './append'
export {
  addBlock,
  type BlockKind,
  type BlockRow,
  describeBlocks,
  listBlocks,
  removeBlock,
} from './blocks'
export { channelRoutes, requireChannel } from './channel-routes'
export { segmentAt } from './clock'
export { type FirstFeedMarkup, firstFeedOf, PRELOADED_PICTURES } from './first-feed'
export { lastShownSegment } from './last-shown'
export { createLiveLists, type LiveLists } from './lists'
export { noteShownSignal } from './match-signals'
export { createProgramClock } from './program-clock'
export { recentProducts } from './recent'
export {
  decideMatch,
  pendingCount,
  pinProduct,
  type ReviewedMatch,
  type ReviewedSegment,
  recentSegments,
} from './review'
export { liveRoutes } from './routes'
export {
  deleteSchedule,
  programOf,
  type RunningProgram,
  type StoredSchedule,
  saveSchedule,
  scheduleOf,
} from './schedule'
export { type ChangedFeed, createLive, EVERY_CHANNEL, type Live } from './signal'
export {
  STORE_PAGE_PATH,
  type StorePageAddition,
  storeChannelOf,
  storePageAdditions,
} from './store-page'
