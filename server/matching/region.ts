import { REGION_TOPIC_PREFIX } from '../../shared/rules/item-topic'

/** A region a channel can be about; its tickets, passes and goods stay in it. */
export type Region = 'eu' | 'uk' | 'us'
export const REGIONS: readonly Region[] = ['eu', 'uk', 'us']

/** The catalog topic that marks an item as belonging to a region, e.g. 'region:eu'. */
export function regionTopic(region: Region): string {
  return `${REGION_TOPIC_PREFIX}${region}`
}

/** The region topics a channel of `region` must never show (none for a channel without one). */
export function foreignRegionTopics(region: Region | null): string[] {
  if (region === null) return []
  return REGIONS.filter((other) => other !== region).map(regionTopic)
}
