// The demo content the server runs for the demo channels: their catalog (imported by the seed
// as a feed), their scripted programs and their regions (written on their rows by the seed),
// and their own streams, which they follow.

export { keepDemoContent } from './channel-content'
export { DEMO_FEED_COLUMNS, DEMO_FEED_NAME, demoFeedRows } from './demo-feed'
export { demoStreamsBase, demoStreamUrl, keepDemoStreams } from './demo-streams'
export { generateCatalog } from './seed-data'
