// What other capabilities use of the catalog.

export {
  addBlock,
  type BlockKind,
  type BlockRow,
  describeBlocks,
  listBlocks,
  removeBlock,
} from './blocks'
export {
  type Availability,
  type CatalogItem,
  type CatalogScope,
  catalogScopeOf,
  itemKey,
  liveItemCounts,
  retireFeed,
  retireUnseen,
  upsertItems,
} from './catalog-store'
export { rotateChannelKey } from './channel-keys'
export { segmentAt } from './clock'
export { type ExplainedMatch, explainMatches } from './explain'
export { airOnce, appendMatches, matchOnChannel, onAirNow } from './live-feed'
export { type MatchInput, matchContext, productExists } from './matcher'
export { type NameKind, nameKey } from './names'
export { backfillNameKeys, type FindNamesOptions, findNames, type NameHit } from './names-store'
export { imageUrl, productJson } from './product-json'
export { recentProducts } from './recent'
export {
  decideMatch,
  pendingCount,
  pinProduct,
  type ReviewedMatch,
  type ReviewedSegment,
  recentSegments,
} from './review'
export { requireChannel } from './routes'
export {
  deleteSchedule,
  programOf,
  type StoredSchedule,
  saveSchedule,
  scheduleOf,
} from './schedule'
export {
  STORE_PAGE_PATH,
  type StorePageAddition,
  storeChannelOf,
  storePageAdditions,
} from './store-page'
