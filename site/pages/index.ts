export { AppPage } from './AppPage'
export { BrandsPage, ChannelsPage, ViewersPage } from './AudiencePages'
export { DemoChannelPage } from './DemoChannelPage'
export { DemoIndexPage } from './DemoIndexPage'
export { DocsPage } from './DocsPage'
export { HomePage } from './HomePage'
export { CookiesPage, PrivacyPage, TermsPage } from './LegalPages'
export {
  CardRevealPage,
  EuronewsTravelPage,
  IntravelLivestorePage,
  IntravelRedirectPage,
  SandboxPage,
} from './MorePages'
export { NotFoundPage } from './NotFoundPage'
export { SignInCallbackPage } from './SignInCallbackPage'
