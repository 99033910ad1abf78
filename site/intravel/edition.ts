import { DEMO_CHANNELS } from '../../shared/channels'

/** The InTravel channels (spec §2 `/demo/intravel-*`): one per edition. */
export const INTRAVEL_CHANNELS = DEMO_CHANNELS.filter((channel) =>
  channel.id.startsWith('intravel-'),
)

/** The edition our own live store page frames (ARCHITECTURE.md §6, the same-site frame). */
export const INTRAVEL_FRAMED_CHANNEL = 'intravel-eu'

/** The phone store of one channel: `/app` with its channel id. */
export function storePath(channelId: string): string {
  return `/app?channelId=${encodeURIComponent(channelId)}`
}

const UK = /^(en-(gb|ie|im|je|gg)|ga|gd|cy)\b/i
const US = /^(en|es)-(us|pr)\b/i

/**
 * Which InTravel edition a viewer most likely wants: an explicit `?channelId=` naming one,
 * else the first browser language that points to the UK or the US, else Europe.
 */
export function chooseEdition(search: string, languages: readonly string[]): string {
  const asked = new URLSearchParams(search).get('channelId')
  if (asked && INTRAVEL_CHANNELS.some((channel) => channel.id === asked)) return asked
  for (const language of languages) {
    if (UK.test(language)) return 'intravel-uk'
    if (US.test(language)) return 'intravel-us'
  }
  return 'intravel-eu'
}
