import type { Channel } from './api/types'

/**
 * The twelve demo channels of spec §2 (`/demo/*`). The server seeds them; the site
 * prerenders one demo page for each. Topics steer the demo catalog and the programs.
 */
export const DEMO_CHANNELS: readonly Channel[] = [
  {
    id: 'danger-tv-test',
    name: 'Danger TV (test)',
    topic: 'extreme sports',
    description: 'A test channel of extreme sports: climbing, surfing, skiing and motocross.',
  },
  {
    id: 'wedosport',
    name: 'WeDoSport',
    topic: 'sport',
    description: 'Football, running, cycling and tennis, live and in highlights.',
  },
  {
    id: 'wildtv',
    name: 'Wild TV',
    topic: 'wildlife',
    description: 'Wildlife, fishing, hunting and the great outdoors.',
  },
  {
    id: 'intravel-eu',
    name: 'InTravel Europe',
    topic: 'travel',
    description: 'City breaks and journeys across Europe.',
  },
  {
    id: 'intravel-uk',
    name: 'InTravel UK',
    topic: 'travel',
    description: 'Travel across the United Kingdom and Ireland.',
  },
  {
    id: 'intravel-us',
    name: 'InTravel US',
    topic: 'travel',
    description: 'Road trips, national parks and cities of the United States.',
  },
  {
    id: 'justcooking',
    name: 'Just Cooking',
    topic: 'cooking',
    description: 'Home cooking, baking and kitchen know-how.',
  },
  {
    id: 'lionsgate',
    name: 'Lionsgate',
    topic: 'film',
    description: 'Films and series: premieres, trailers and collector editions.',
  },
  {
    id: 'kbs',
    name: 'KBS',
    topic: 'Korean TV',
    description: 'Korean dramas, music shows and K-beauty.',
  },
  {
    id: 'maxports',
    name: 'Maxports',
    topic: 'motorsport',
    description: 'Motorsport and racing: Formula cars, rallies and superbikes.',
  },
  {
    id: 'baywatch-mena',
    name: 'Baywatch MENA',
    topic: 'beach',
    description: 'Beach life, lifeguards and summer in the Middle East and North Africa.',
  },
  {
    id: 'golf-network',
    name: 'Golf Network',
    topic: 'golf',
    description: 'Tournaments, lessons and golf gear.',
  },
]

/** The channel `/app` shows when none is given or stored (spec §3 Channel id). */
export const DEFAULT_CHANNEL_ID = 'wildtv'

/**
 * What any channel id looks like, a demo channel's included: what routes accept before they
 * look a channel up. New channels are held to CHANNEL_ID_PATTERN (shared/api/studio.ts).
 */
export const ANY_CHANNEL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/

/** The query parameter that picks `/app`'s channel (spec §3 Channel id). */
export const STORE_CHANNEL_PARAM = 'channelId'

/** The localStorage key of the last channel given to `/app` (spec §3 Channel id). */
export const STORE_CHANNEL_STORAGE_KEY = 'channelId'

/**
 * The channel the server gives `/app`'s widget element for a query string: the query's channel
 * when it looks like a channel id, else the default. The browser's first render takes the same
 * where the query names a channel, else a stored one, which only the browser knows
 * (its early script, shared/early-scripts/store-channel.ts, gives it to the element before the widget's module runs).
 */
export function firstStoreChannel(search: string): string {
  const asked = new URLSearchParams(search).get(STORE_CHANNEL_PARAM)
  return asked && ANY_CHANNEL_ID_PATTERN.test(asked) ? asked : DEFAULT_CHANNEL_ID
}

/** Finds a demo channel by id. */
export function findDemoChannel(id: string): Channel | undefined {
  return DEMO_CHANNELS.find((channel) => channel.id === id)
}
