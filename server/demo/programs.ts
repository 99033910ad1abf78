import { SECTIONS } from './data'
import type { Segment } from './data/types'

export type { Segment } from './data/types'

/**
 * Scripted run of segments per demo channel id (every DEMO_CHANNELS id has one). The
 * scripts live beside each channel's catalog vocabulary in `data/`, so the entities they
 * name are the featured items the generator always emits first.
 */
export const PROGRAMS: Readonly<Record<string, readonly Segment[]>> = Object.freeze(
  Object.fromEntries(SECTIONS.map((section) => [section.channelId, section.program])),
)
