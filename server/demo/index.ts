// The demo content the server runs for the demo channels: their catalog (imported by the seed
// as a feed), their scripted programs and their regions.

export { DEMO_FEED_COLUMNS, DEMO_FEED_NAME, demoFeedRows } from './demo-feed'
export { PROGRAMS } from './programs'
export { channelRegion } from './region'
export { generateCatalog } from './seed-data'
