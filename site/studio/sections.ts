import type { ComponentType } from 'react'
import type { StudioChannel } from '../../shared/api/studio'
import { CatalogSection } from './CatalogSection'
import { ConversionsSection } from './ConversionsSection'
import type { Studio } from './context'
import { EmbedSection } from './EmbedSection'
import { InsightsSection } from './InsightsSection'
import { KeySection } from './KeySection'
import { MatchesSection } from './MatchesSection'
import { MembersSection } from './MembersSection'
import { OnAirSection } from './OnAirSection'
import { SettingsSection } from './SettingsSection'

/** What each section of a channel's page gets: the Studio, the channel, and how to change it. */
export type SectionProps = {
  studio: Studio
  channel: StudioChannel
  /** Replaces the page's copy of the channel after an edit the server confirmed. */
  onChannel: (channel: StudioChannel) => void
}

/** One section of a channel's page: its anchor, its heading, its content. */
export type ChannelSection = { id: string; title: string; Section: ComponentType<SectionProps> }

/**
 * The channel page's sections, in order; the in-page navigation lists them. What a broadcaster
 * watches every day (what matched, how it did) comes first; setting up (what is on air, the
 * catalog, the pages it runs on) and the channel's own settings follow, one link away in the
 * index, so a long broadcast never pushes them out of reach.
 */
export const CHANNEL_SECTIONS: readonly ChannelSection[] = [
  { id: 'matches', title: 'Matches', Section: MatchesSection },
  { id: 'insights', title: 'Insights', Section: InsightsSection },
  { id: 'on-air', title: 'On air', Section: OnAirSection },
  { id: 'catalog', title: 'Catalog', Section: CatalogSection },
  { id: 'embed', title: 'Embed on your site', Section: EmbedSection },
  { id: 'settings', title: 'Settings', Section: SettingsSection },
  { id: 'members', title: 'Members', Section: MembersSection },
  { id: 'key', title: 'Channel key', Section: KeySection },
  { id: 'conversions', title: 'Conversions', Section: ConversionsSection },
]
