// What other capabilities use of the feeds capability.

export {
  FEED_IMPORTS_PER_USER,
  IMPORT_LIMIT_ERROR,
  ImportLimitReached,
  overQuota,
  quotaFor,
} from './admission'
export { FEED_USAGE, FeedUsageError, feedCommand } from './cli'
export { feedItems, type ItemsQuery } from './items'
export { ImportBusy, importBytes, importFile, importUrl, type JobDeps } from './jobs'
export { ImportError } from './run'
export { createFeedScheduler } from './scheduler'
export { counted, discard, spool, textBytes, UploadTooLarge } from './sources'
export {
  createFeed,
  deleteFeed,
  type FeedRow,
  findFeed,
  findFeedByName,
  findImport,
  type ImportRow,
  importJson,
  importRunning,
  lastImports,
  listFeeds,
  rejectPage,
  runningImports,
  updateFeed,
} from './store'
export { merchantTsv } from './tsv-writer'
export { NotAFeedError } from './types'
