export { AppChannelBar } from './AppChannelBar'
export {
  type ChannelChoice,
  ChannelIdSchema,
  chooseChannel,
  forgetChannel,
  rememberChannel,
  resolveAppChannel,
} from './channel'
export { LiveChannels } from './LiveChannels'
export { type ChannelLookup, fetchLiveChannels, lookUpChannel } from './lookup'
export { type AppChannel, useAppChannel } from './use-app-channel'
