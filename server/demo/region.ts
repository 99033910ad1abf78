import type { Region } from '../matching'
import { SECTIONS } from './data'

/** A channel's region: set for the regional demo channels (InTravel EU/UK/US), else null. */
export function channelRegion(channelId: string): Region | null {
  return SECTIONS.find((section) => section.channelId === channelId)?.region ?? null
}
