import type { ReactElement } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { REDIRECTS } from '../shared/routes'
import { ConsentBanner } from './consent'
import { useHeadSync } from './head/use-head-sync'
import { Layout } from './layout/Layout'
import {
  AppPage,
  BrandsPage,
  CardRevealPage,
  ChannelsPage,
  CookiesPage,
  DemoChannelPage,
  DemoIndexPage,
  DocsPage,
  EuronewsTravelPage,
  HomePage,
  IntravelLivestorePage,
  IntravelRedirectPage,
  NotFoundPage,
  PrivacyPage,
  SandboxPage,
  SignInCallbackPage,
  TermsPage,
  ViewersPage,
} from './pages'
import { SiteUrlContext } from './site-url-context'

/** Pages inside the site layout, by path (spec §2). `/demo/:channelId` covers the 12 demo pages. */
export const LAYOUT_PAGES: Readonly<Record<string, () => ReactElement>> = {
  '/home': HomePage,
  '/channels': ChannelsPage,
  '/brands': BrandsPage,
  '/viewers': ViewersPage,
  '/demo': DemoIndexPage,
  '/demo/:channelId': DemoChannelPage,
  '/intravel-livestore': IntravelLivestorePage,
  '/intravel-redirect': IntravelRedirectPage,
  '/euronews-travel': EuronewsTravelPage,
  '/sandbox': SandboxPage,
  '/card-reveal': CardRevealPage,
  '/docs': DocsPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/cookies': CookiesPage,
  '/oauth2callback': SignInCallbackPage,
  '/app/oauth2callback': SignInCallbackPage,
}

function SiteRoutes({ siteUrl }: { siteUrl: string }) {
  useHeadSync(siteUrl)
  return (
    <Routes>
      {Object.entries(REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate replace to={to} />} />
      ))}
      {/* The phone store fills the screen: no site header or footer. Its account sidebar
          sends 'Cookie Settings' and 'Reset Cookie Preferences', so the banner is here too. */}
      <Route
        path="/app"
        element={
          <>
            <AppPage />
            <ConsentBanner />
          </>
        }
      />
      <Route element={<Layout />}>
        {Object.entries(LAYOUT_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/** The whole site below a router (BrowserRouter on the client, StaticRouter on the server). */
export function App({ siteUrl }: { siteUrl: string }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <SiteRoutes siteUrl={siteUrl} />
    </SiteUrlContext>
  )
}
