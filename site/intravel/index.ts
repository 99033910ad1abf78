export { chooseEdition, INTRAVEL_CHANNELS, INTRAVEL_FRAMED_CHANNEL, storePath } from './edition'
