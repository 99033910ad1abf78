import * as v from 'valibot'
import {
  ANY_CHANNEL_ID_PATTERN,
  DEFAULT_CHANNEL_ID,
  STORE_CHANNEL_PARAM,
  STORE_CHANNEL_STORAGE_KEY,
} from '../../shared/channels'

/**
 * A channel id as it may arrive from a URL or storage: what the server's routes accept
 * (ANY_CHANNEL_ID_PATTERN), so a value they would refuse is no choice at all.
 */
export const ChannelIdSchema = v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN))

/** Which channel /app shows, and why. */
export type ChannelChoice = { channelId: string; source: 'query' | 'stored' | 'default' }

function valid(value: string | null): string | null {
  const parsed = v.safeParse(ChannelIdSchema, value)
  return parsed.success ? parsed.output : null
}

/** Picks the channel: a valid query value, else a valid stored value, else the default. */
export function chooseChannel(fromQuery: string | null, fromStorage: string | null): ChannelChoice {
  const query = valid(fromQuery)
  if (query) return { channelId: query, source: 'query' }
  const stored = valid(fromStorage)
  if (stored) return { channelId: stored, source: 'stored' }
  return { channelId: DEFAULT_CHANNEL_ID, source: 'default' }
}

type ChannelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Resolves /app's channel from the page's query string and storage. Storage can be missing
 * or throw (private modes, sandboxed frames); the choice then rests on the query alone.
 * Nothing is remembered here: a channel is remembered once it is known to exist
 * (`rememberChannel`), so an old or mistyped link cannot stick to every later visit.
 */
export function resolveAppChannel(search: string, storage: ChannelStorage | null): ChannelChoice {
  const fromQuery = new URLSearchParams(search).get(STORE_CHANNEL_PARAM)
  let fromStorage: string | null = null
  try {
    fromStorage = storage?.getItem(STORE_CHANNEL_STORAGE_KEY) ?? null
  } catch {
    fromStorage = null
  }
  return chooseChannel(fromQuery, fromStorage)
}

/** Remembers the channel for later visits without a query (spec §3 "Channel id"). */
export function rememberChannel(storage: ChannelStorage | null, channelId: string): void {
  try {
    storage?.setItem(STORE_CHANNEL_STORAGE_KEY, channelId)
  } catch {
    // not remembered; the query still applies to this visit
  }
}

/** Forgets a channel that does not exist, when it is the remembered one. */
export function forgetChannel(storage: ChannelStorage | null, channelId: string): void {
  try {
    if (storage?.getItem(STORE_CHANNEL_STORAGE_KEY) === channelId) {
      storage.removeItem(STORE_CHANNEL_STORAGE_KEY)
    }
  } catch {
    // nothing stored that we could read
  }
}
