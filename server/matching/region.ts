import { SECTIONS } from '../demo/data'
import type { Section } from '../demo/data/types'

/** A region a demo channel can be about; its tickets, passes and goods stay in it. */
export type Region = NonNullable<Section['region']>
export const REGIONS: readonly Region[] = ['eu', 'uk', 'us']

/** The catalog topic that marks an item as belonging to a region, e.g. 'region:eu'. */
export function regionTopic(region: Region): string {
  return `region:${region}`
}

/** A channel's region: set for the regional demo channels (InTravel EU/UK/US), else null. */
export function channelRegion(channelId: string): Region | null {
  return SECTIONS.find((section) => section.channelId === channelId)?.region ?? null
}

/** The region topics a channel of `region` must never show (none for a channel without one). */
export function foreignRegionTopics(region: Region | null): string[] {
  if (region === null) return []
  return REGIONS.filter((other) => other !== region).map(regionTopic)
}
