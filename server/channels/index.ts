export {
  type ChannelOrigin,
  createDemoChannels,
  type DemoOriginChanges,
  demoOrigins,
  followDemoOrigins,
  TEST_CHANNELS,
  UNREGISTERED_DEMO_CHANNEL,
} from './demo'
export {
  channelsOf,
  isOperatedChannel,
  listMembers,
  type MemberEntry,
  type MembershipRefusal,
  memberRole,
  removeMember,
  setMember,
} from './members'
export { checkOrigin, type OriginCheck, type OriginCheckOptions } from './origin-check'
export {
  addOrigin,
  findOrigin,
  isOriginVerified,
  listOrigins,
  markOriginsVerified,
  type OriginRow,
  type OriginStanding,
  originEntries,
  originEntry,
  originStanding,
  removeOrigin,
} from './origins'
export { ORIGINS_TTL_MS, type OriginsCache, originsCache } from './origins-cache'
export { publicChannelCondition } from './public'
export {
  type ChannelChanges,
  type ChannelRow,
  createChannel,
  findChannel,
  findLiveChannel,
  updateChannel,
} from './store'
export { verifyOrigin } from './verification'
