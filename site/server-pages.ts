import { MAIN_PAGES, type PageTable } from './page-table'
import { BrandsPage, ChannelsPage, ViewersPage } from './pages/AudiencePages'
import { DemoChannelPage, EuronewsTravelPage } from './pages/ChannelPages'
import { CookiesPage, PrivacyPage, TermsPage } from './pages/LegalPages'
import { StudioChannelPage, StudioPage } from './pages/StudioPages'
import { CardRevealPage, DocsPage, SandboxPage } from './pages/ToolPages'

/** Every page, loaded up front: the prerender renders each one whole. */
export const SERVER_PAGES: PageTable = {
  ...MAIN_PAGES,
  '/channels': ChannelsPage,
  '/brands': BrandsPage,
  '/viewers': ViewersPage,
  '/demo/:channelId': DemoChannelPage,
  '/euronews-travel': EuronewsTravelPage,
  '/docs': DocsPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/cookies': CookiesPage,
  '/sandbox': SandboxPage,
  '/card-reveal': CardRevealPage,
  '/studio': StudioPage,
  '/studio/channels/:channelId': StudioChannelPage,
}
