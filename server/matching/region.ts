import { REGION_TOPIC_PREFIX, REGIONS, type Region } from '../../shared/rules/item-topic'

export type { Region } from '../../shared/rules/item-topic'

/** The catalog topic that marks an item as belonging to a region, e.g. 'region:eu'. */
export function regionTopic(region: Region): string {
  return `${REGION_TOPIC_PREFIX}${region}`
}

/** The region topics a channel of `region` must never show (none for a channel without one). */
export function foreignRegionTopics(region: Region | null): string[] {
  if (region === null) return []
  return REGIONS.filter((other) => other !== region).map(regionTopic)
}
