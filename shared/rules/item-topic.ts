/**
 * Item topics (a feed's `custom_label_2`, comma-separated) are kept as the feed writes them and
 * compared without case (server/catalog/topic.ts), except region markers: `region:eu` marks an
 * item as belonging to a region (server/matching/region.ts), and is stored lower-case however a
 * feed writes it, so the region filter can compare arrays as they are (and use their index).
 */
export const REGION_TOPIC_PREFIX = 'region:'

/** The regions a channel can be about; its tickets, passes and goods stay in it. */
export const REGIONS = ['eu', 'uk', 'us'] as const
export type Region = (typeof REGIONS)[number]

/** A feed's topic as stored: trimmed; a region marker lower-cased. */
export function storedTopic(topic: string): string {
  const trimmed = topic.trim()
  return trimmed.toLowerCase().startsWith(REGION_TOPIC_PREFIX) ? trimmed.toLowerCase() : trimmed
}
