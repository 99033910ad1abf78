import * as v from 'valibot'
import { paths } from '../../shared/api/paths'
import { type Channel, ChannelSchema } from '../../shared/api/types'
import { ApiReadError, readApi } from '../env/read-api'

/** What `GET {api}/channels/{id}` says about a channel. */
export type ChannelLookup =
  | { status: 'found'; channel: Channel }
  /** A 404: no such channel (archived, mistyped or from an old QR code). */
  | { status: 'missing' }
  /** Anything else (offline, a 5xx, an odd body): we cannot tell, so the store still tries. */
  | { status: 'unknown' }

const LiveChannelsSchema = v.object({ channels: v.array(ChannelSchema) })

/** Looks a channel up; never throws (an abort or a network failure is 'unknown'). */
export async function lookUpChannel(
  channelId: string,
  fetchFn: typeof fetch,
  signal?: AbortSignal,
  apiBase?: string,
): Promise<ChannelLookup> {
  try {
    const channel = await readApi(fetchFn, paths.channel(channelId), ChannelSchema, signal, apiBase)
    return { status: 'found', channel }
  } catch (error) {
    return { status: error instanceof ApiReadError && error.status === 404 ? 'missing' : 'unknown' }
  }
}

/** Reads the live channels (`GET {api}/channels`); throws on a failure or an odd body. */
export async function fetchLiveChannels(
  fetchFn: typeof fetch,
  signal?: AbortSignal,
  apiBase?: string,
): Promise<Channel[]> {
  return (await readApi(fetchFn, paths.channels, LiveChannelsSchema, signal, apiBase)).channels
}
