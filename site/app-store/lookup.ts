import * as v from 'valibot'
import { DEFAULT_API_PATH, paths } from '../../shared/api/paths'
import { type Channel, ChannelSchema } from '../../shared/api/types'

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
  apiBase = DEFAULT_API_PATH,
): Promise<ChannelLookup> {
  try {
    const response = await fetchFn(`${apiBase}${paths.channel(channelId)}`, {
      headers: { accept: 'application/json' },
      signal,
    })
    if (response.status === 404) return { status: 'missing' }
    if (!response.ok) return { status: 'unknown' }
    const parsed = v.safeParse(ChannelSchema, await response.json())
    return parsed.success ? { status: 'found', channel: parsed.output } : { status: 'unknown' }
  } catch {
    return { status: 'unknown' }
  }
}

/** Reads the live channels (`GET {api}/channels`); throws on a failure or an odd body. */
export async function fetchLiveChannels(
  fetchFn: typeof fetch,
  signal?: AbortSignal,
  apiBase = DEFAULT_API_PATH,
): Promise<Channel[]> {
  const response = await fetchFn(`${apiBase}${paths.channels}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`channel list request failed: ${response.status}`)
  return v.parse(LiveChannelsSchema, await response.json()).channels
}
