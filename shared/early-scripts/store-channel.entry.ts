// Built into `/app`'s inline script at the end of its body (scripts/early-scripts.ts): see
// store-channel.ts.
import { giveStoredChannel } from './store-channel'

giveStoredChannel(location, () => localStorage, document)
