export {
  CHANNEL_QUERY_PARAM,
  CHANNEL_STORAGE_KEY,
  type ChannelChoice,
  ChannelIdSchema,
  chooseChannel,
  resolveAppChannel,
} from './channel'
export { useAppChannel } from './use-app-channel'
