import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { REDIRECTS } from '../shared/routes'
import { useClickAnalytics } from './analytics'
import { useHeadSync } from './head/use-head-sync'
import { Layout } from './layout/Layout'
import type { PageTable } from './page-table'
import { AppScreen, NotFoundPage } from './pages'
import { SiteUrlContext } from './site-url-context'

function SiteRoutes({ siteUrl, pages }: { siteUrl: string; pages: PageTable }) {
  useHeadSync(siteUrl)
  useClickAnalytics()
  return (
    <Routes>
      {Object.entries(REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate replace to={to} />} />
      ))}
      {/* The phone store fills the screen. The prerender renders it here; in the browser
          /app is a document of its own (site/entry-app.tsx), and the site's links to it load
          that document, so the router shows it only under Vite's dev server. */}
      <Route path="/app" element={<RoutedAppScreen />} />
      <Route element={<Layout />}>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/** /app's screen on the router's location. */
function RoutedAppScreen() {
  const { search } = useLocation()
  const navigate = useNavigate()
  return <AppScreen location={{ search, replace: (to) => navigate(to, { replace: true }) }} />
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
