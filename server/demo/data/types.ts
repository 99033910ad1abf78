import type { ItemType } from '../../../shared/api/types'

/** Currencies of the demo catalog: KRW for Korean TV, GBP/EUR for UK/EU travel, else USD. */
export type Currency = 'USD' | 'EUR' | 'GBP' | 'KRW'

/** One scripted stretch of a channel's program: what is said and what is on screen. */
export type Segment = { title: string; caption: string; entities: string[]; durationSec: number }

/** A retailer or box office, and the folder its item pages live under on its site. */
export type Vendor = { name: string; path: string }

/** A kind of thing sold, with its price range in major units of the section's currency. */
export type Noun = readonly [name: string, minPrice: number, maxPrice: number]

/**
 * A product line of a channel: nouns combine with a brand and a model code into titles.
 * Sentences may hold `{brand}` and `{noun}`; two of them make a description.
 */
export type ProductLine = {
  key: string
  category: string
  nouns: readonly Noun[]
  sentences: readonly string[]
  /**
   * Series lines use brand codes as names, unnumbered, before or after the noun
   * ('Pocket' + 'Paris City Guide'; 'The Ninth Meridian' + '4K Steelbook').
   */
  series?: 'before' | 'after'
  /** False when shops list the line without the brand (films, books by title). */
  brandInTitle?: boolean
  /** Other channel topics the line fits besides its channel's own. */
  alsoTopics?: readonly string[]
  /** Coupang option listings (name, price factor) that share the base item's page. */
  options?: readonly (readonly [name: string, priceFactor: number])[]
}

/** An invented brand, the line keys it makes, and the model codes it numbers. */
export type Brand = { name: string; lines: readonly string[]; codes: readonly string[] }

/** An event with its price range and, when it only happens in some places, those places. */
export type TicketEvent = readonly [
  name: string,
  minPrice: number,
  maxPrice: number,
  places?: readonly string[],
]

/**
 * Events, tours or tee times of a channel. An event name holding `{place}` is filled in,
 * else the title is `event, place`. `viator` lines sell part of their tickets through Viator.
 */
export type TicketLine = {
  key: string
  category: string
  events: readonly TicketEvent[]
  places: readonly string[]
  sentences: readonly string[]
  viator: boolean
  /** Ticket kinds that tell two listings of one event apart once plain titles run out. */
  variants?: readonly string[]
}

/**
 * A hand-written item that is always emitted first, so the programs can name it even in a
 * small catalog. `vendor` is a section vendor, 'Viator' or 'Coupang' (which needs `pageKey`).
 */
export type Featured = {
  type: ItemType
  line: string
  title: string
  brand: string | null
  model: string | null
  category: string
  description: string
  vendor: string
  price: number
  pageKey?: string
}

/** Everything the generator and the program clock know about one demo channel. */
export type Section = {
  channelId: string
  /**
   * The region a channel is about (InTravel EU/UK/US): its items carry the region's topic
   * and the matcher keeps other regions' items out of its feed.
   */
  region?: 'eu' | 'uk' | 'us'
  currency: Currency
  vendors: readonly Vendor[]
  ticketVendors: readonly Vendor[]
  lines: readonly ProductLine[]
  brands: readonly Brand[]
  tickets: readonly TicketLine[]
  featured: readonly Featured[]
  program: readonly Segment[]
  /** Share of products and deals listed on Coupang (Korean TV only). */
  coupangShare?: number
}
