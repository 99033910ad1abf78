import { useEffect, useRef } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { BUILD_VERSION } from '../../shared/constants'
import { ConsentBanner } from '../consent'
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary'
import { SITE_NAME } from '../head/seo'
import { isMarketingPath } from './theme'
import { useTheme } from './use-theme'

const NAV = [
  { to: '/home', label: 'Home' },
  { to: '/demo', label: 'Demo' },
  { to: '/docs', label: 'Docs' },
  { to: '/app', label: 'App' },
] as const

/**
 * After a client navigation, moves focus to the new page's main region and scrolls to the
 * top, as a full page load would; screen readers then announce the new page.
 */
function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
    main.current?.focus({ preventScroll: true })
  }, [pathname])
  return main
}

/** Header with the product name and nav, the page, and a footer with the build badge. */
export function Layout() {
  const main = useFocusOnNavigation()
  const { pathname } = useLocation()
  const marketing = isMarketingPath(pathname)
  const { choice, theme, toggle } = useTheme()
  return (
    <div
      className="site"
      data-marketing={marketing ? '' : undefined}
      data-theme={marketing && choice ? choice : undefined}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link className="brand" to="/home">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {marketing && (
          <button type="button" className="theme-toggle" onClick={toggle}>
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <footer className="site-footer">
        <nav aria-label="Legal">
          <ul>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
          </ul>
        </nav>
        <span className="version-badge" title="Build version">
          {`v${BUILD_VERSION}`}
        </span>
      </footer>
      <ConsentBanner />
    </div>
  )
}
