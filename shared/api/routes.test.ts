import { describe, expect, test } from 'vitest'
import { CONVERSION_PIXEL_PATH, CONVERSIONS_PATH } from './conversions'
import { demoStreamPaths as demoTable } from './demo-stream'
import { feedPaths as feedTable } from './feeds'
import { INSIGHTS_BEACON_PATH } from './insights-beacon'
import { paths as pathTable } from './paths'
import { routeTest } from './route-path'
import { type ApiRoute, areas, type RouteName, routes } from './routes'
import { studioPaths as studioTable } from './studio'

const ID = 'a b'

/** The builders each client path below was made with: `table.key`. */
const used = new Set<string>()
const builderTables = {
  paths: pathTable,
  studioPaths: studioTable,
  feedPaths: feedTable,
  demoStreamPaths: demoTable,
}
function tracked<T extends object>(name: keyof typeof builderTables, table: T): T {
  return new Proxy(table, {
    get(target, key, receiver) {
      used.add(`${name}.${String(key)}`)
      return Reflect.get(target, key, receiver)
    },
  })
}
const paths = tracked('paths', pathTable)
const studioPaths = tracked('studioPaths', studioTable)
const feedPaths = tracked('feedPaths', feedTable)
const demoStreamPaths = tracked('demoStreamPaths', demoTable)

/**
 * The path each route's client asks for (null: only the server writes it), so a route
 * without a builder, or a builder off its route, fails here.
 */
const clientPath: { [K in RouteName]: string | null } = {
  health: paths.health,
  channels: paths.channels,
  channel: paths.channel(ID),
  channelNow: paths.channelNow(ID),
  channelContext: paths.channelContext(ID),
  recentProducts: paths.recentProducts(ID, 12),
  liveStream: paths.liveStream(ID),
  productPicture: paths.media('products/12.svg'),
  feedPicture: paths.media('feeds/1/item.svg'),
  itemPicture: null, // server/media/picture-url.ts (server/route-table.test.ts)
  mostClicked: paths.mostClicked,
  mostLiked: paths.mostLiked,
  click: paths.click,
  voteUp: paths.voteUp,
  voteDown: paths.voteDown,
  votesProducts: paths.votesProducts,
  votesViator: paths.votesViator,
  clickOut: null, // the server's product JSON (`out`, shared/api/attribution.ts clickOutPath)
  walletConfig: paths.walletConfig,
  walletNonce: paths.walletNonce,
  walletLink: paths.walletLink,
  walletLinked: paths.walletLinked,
  points: paths.points,
  checkIn: paths.checkIn,
  signIn: paths.signIn,
  signInFromFrame: paths.signIn,
  signInCallback: paths.signInCallback,
  userDetails: paths.userDetails,
  signOut: paths.signOut,
  handoffCreate: paths.handoffCreate,
  handoffRedeem: paths.handoffRedeem,
  studioChannels: studioPaths.channels,
  studioChannelCreate: studioPaths.channels,
  studioChannel: studioPaths.channel(ID),
  studioChannelEdit: studioPaths.channel(ID),
  originAdd: studioPaths.origins(ID),
  originVerify: studioPaths.verifyOrigin(ID),
  originRemove: studioPaths.origins(ID),
  members: studioPaths.members(ID),
  memberSet: studioPaths.members(ID),
  memberRemove: studioPaths.members(ID),
  channelKey: studioPaths.channelKey(ID),
  conversionSecret: studioPaths.conversionSecret(ID),
  schedule: studioPaths.schedule(ID),
  scheduleUpload: studioPaths.schedule(ID),
  scheduleClear: studioPaths.schedule(ID),
  tryCaption: studioPaths.tryCaption(ID),
  stream: studioPaths.stream(ID),
  streamSet: studioPaths.stream(ID),
  streamRemove: studioPaths.stream(ID),
  matches: studioPaths.matches(ID),
  matchDecide: studioPaths.match(ID, 3),
  pinAdd: studioPaths.pins(ID),
  blocks: studioPaths.blocks(ID),
  blockAdd: studioPaths.blocks(ID),
  blockRemove: studioPaths.blocks(ID),
  insights: studioPaths.insights(ID),
  feeds: feedPaths.feeds(ID),
  feedCreate: feedPaths.feeds(ID),
  feedEdit: feedPaths.feed(ID, 1),
  feedDelete: feedPaths.feed(ID, 1),
  feedImport: feedPaths.imports(ID, 1),
  feedItems: feedPaths.items(ID, 1),
  importJob: feedPaths.importJob(ID, 1, 2),
  importRejects: feedPaths.rejects(ID, 1, 2),
  embedCheck: paths.embedCheck,
  embedSnippet: paths.embedSnippet,
  insightsBeacon: INSIGHTS_BEACON_PATH,
  conversions: CONVERSIONS_PATH,
  conversionPixel: CONVERSION_PIXEL_PATH,
  demoMedia: demoStreamPaths.poster('golf'),
  demoSegment: `${demoStreamPaths.segments('golf')}0.ts`,
  demoNamedSegment: `${demoStreamPaths.named(ID)}0.ts`,
  demoMaster: demoStreamPaths.master(ID),
  demoVideo: demoStreamPaths.video(ID),
  demoCaptions: demoStreamPaths.captions(ID),
  // Written by the captions playlist, relative to it (server/demo-stream/hls.ts).
  demoCaptionSegment: new URL('captions/0.vtt', `https://x${demoStreamPaths.captions(ID)}`)
    .pathname,
}

const named = Object.entries(routes) as [RouteName, ApiRoute][]

describe('the route table', () => {
  test.each(named)('%s: its client’s path fits its pattern', (name, route) => {
    const path = clientPath[name]
    if (path !== null) expect(routeTest([route])(route.method, path)).toBe(true)
  })

  test('every client path builder is checked against its route above', () => {
    const unused = Object.entries(builderTables).flatMap(([name, table]) =>
      Object.keys(table)
        .map((key) => `${name}.${key}`)
        .filter((builder) => !used.has(builder)),
    )
    expect(unused).toEqual([])
  })

  test('one endpoint per method and pattern', () => {
    const keys = named.map(([, r]) => `${r.method} ${r.pattern}`)
    expect(keys.length).toBe(new Set(keys).size)
  })

  test('every area is the prefix of some of its routes', () => {
    const prefixes = Object.values(areas).filter(
      (area) => !named.some(([, r]) => r.pattern.startsWith(`${area}/`)),
    )
    expect(prefixes).toEqual([])
  })
})
