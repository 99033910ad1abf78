// The demo content the server runs for the demo channels: their catalog (imported by the seed
// as a feed), their scripted programs and their regions (written on their rows by the seed).

export { keepDemoContent } from './channel-content'

export { DEMO_FEED_COLUMNS, DEMO_FEED_NAME, demoFeedRows } from './demo-feed'
export { generateCatalog } from './seed-data'
