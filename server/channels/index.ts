export {
  type ChannelOrigin,
  createDemoChannels,
  type DemoOriginChanges,
  demoOrigins,
  followDemoOrigins,
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
export { ORIGINS_TTL_MS, type OriginsCache, originsCache } from './origins-cache'
export {
  addOrigin,
  type ChannelChanges,
  type ChannelRow,
  createChannel,
  findChannel,
  findLiveChannel,
  isOriginRegistered,
  listOrigins,
  liveChannels,
  removeOrigin,
  updateChannel,
} from './store'
