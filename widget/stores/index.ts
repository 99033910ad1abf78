export {
  type Auth,
  type AuthOptions,
  type AuthState,
  createAuth,
  pageAuth,
  SIGN_OUT_WAIT_MS,
  toUser,
  type User,
} from './auth'
export { $authEpoch, noteSignIn } from './auth-epoch'
export { type ChannelSession, createChannelSession } from './channel-session'
export { type Clicks, createClicks } from './clicks'
export { createFeed, type Feed, type FeedOptions, type FeedState, feedErrorText } from './feed'
export { createRankings, type RankingKind, type RankingState, type Rankings } from './rankings'
export { createStatus, STATUS_TEXT, type Status, type StatusText } from './status'
