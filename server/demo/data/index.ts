import { beach } from './beach'
import { cooking } from './cooking'
import { extremeSports } from './extreme-sports'
import { film } from './film'
import { golf } from './golf'
import { koreanTv } from './korean-tv'
import { motorsport } from './motorsport'
import { sport } from './sport'
import { travelEu } from './travel-eu'
import { travelUk } from './travel-uk'
import { travelUs } from './travel-us'
import type { Section } from './types'
import { wildlife } from './wildlife'

/** Every demo channel's catalog vocabulary and program, in DEMO_CHANNELS order. */
export const SECTIONS: readonly Section[] = [
  extremeSports,
  sport,
  wildlife,
  travelEu,
  travelUk,
  travelUs,
  cooking,
  film,
  koreanTv,
  motorsport,
  beach,
  golf,
]

export type { Currency, Section, Segment } from './types'
