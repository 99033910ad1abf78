// What other capabilities use of live delivery.

export { type FirstFeedMarkup, firstFeedOf, PRELOADED_PICTURES } from './first-feed'
export { createLiveLists, type LiveLists } from './lists'
export { liveRoutes } from './routes'
export { type ChangedFeed, createLive, EVERY_CHANNEL, type Live } from './signal'
