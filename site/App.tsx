import { Navigate, Route, Routes } from 'react-router'
import { REDIRECTS } from '../shared/routes'
import { useClickAnalytics } from './analytics'
import { useHeadSync } from './head/use-head-sync'
import { HydratedMark } from './layout/HydratedMark'
import { Layout } from './layout/Layout'
import { SiteOverlays } from './layout/SiteOverlays'
import type { PageTable } from './page-table'
import { AppPage, NotFoundPage } from './pages'
import { SiteUrlContext } from './site-url-context'

function SiteRoutes({ siteUrl, pages }: { siteUrl: string; pages: PageTable }) {
  useHeadSync(siteUrl)
  useClickAnalytics()
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
            <SiteOverlays pathname="/app" />
            <HydratedMark />
          </>
        }
      />
      <Route element={<Layout />}>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/**
 * The whole site below a router (BrowserRouter on the client, StaticRouter on the server).
 * `pages` is the route table: whole on the server, with split chunks on the client.
 */
export function App({ siteUrl, pages }: { siteUrl: string; pages: PageTable }) {
  return (
    <SiteUrlContext value={siteUrl}>
      <SiteRoutes siteUrl={siteUrl} pages={pages} />
    </SiteUrlContext>
  )
}
