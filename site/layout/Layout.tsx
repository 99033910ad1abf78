import { memo, Suspense, useEffect, useRef } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { APP_PATH } from '../../shared/routes'
import { FAQ_PATH, SUPPORT_EMAIL } from '../../shared/support'
import { openConsentSettings } from '../consent'
import { browserEnv } from '../env'
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary'
import { SITE_NAME } from '../head/seo'
import { HydratedMark } from './HydratedMark'
import { LoadingOverlay } from './LoadingOverlay'
import { SiteOverlays } from './SiteOverlays'
import { isMarketingPath } from './theme'
import { useTheme } from './use-theme'
import { VersionBadge } from './VersionBadge'

const NAV = [
  { to: '/home', label: 'Home' },
  { to: '/demo', label: 'Demo' },
  { to: '/docs', label: 'Docs' },
  { to: APP_PATH, label: 'App' },
] as const

/** The footer's link groups: every page of spec §2 is one click from any other. */
const FOOTER = [
  {
    label: 'Product',
    links: [
      { to: '/channels', label: 'For channels' },
      // Broadcasters run their channels there (ARCHITECTURE.md §10).
      { to: '/studio', label: 'Studio' },
      { to: '/brands', label: 'For brands' },
      { to: '/viewers', label: 'For viewers' },
      { to: FAQ_PATH, label: 'FAQ' },
    ],
  },
  {
    label: 'Developers',
    links: [
      { to: '/docs', label: 'Docs' },
      { to: '/sandbox', label: 'Sandbox' },
      { to: '/card-reveal', label: 'Card reveal' },
    ],
  },
  {
    label: 'Travel',
    links: [
      { to: '/intravel-livestore', label: 'InTravel live store' },
      { to: '/euronews-travel', label: 'Euronews Travel' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
] as const

/**
 * After a client navigation, does what a full page load would: scrolls to the top and
 * moves focus to the new page's main region (screen readers then announce it), or, for a
 * link with a fragment, scrolls to its target and focuses it.
 */
function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null)
  const { pathname, hash } = useLocation()
  const shown = useRef(pathname + hash)
  useEffect(() => {
    if (shown.current === pathname + hash) return
    shown.current = pathname + hash
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) {
      target.scrollIntoView()
      const focusable =
        target instanceof HTMLDetailsElement ? target.querySelector('summary') : target
      focusable?.focus({ preventScroll: true })
      return
    }
    window.scrollTo(0, 0)
    main.current?.focus({ preventScroll: true })
  }, [pathname, hash])
  return main
}

/**
 * The page in its Suspense boundary, whose content React hydrates after the rest of the
 * site, in small slices. Memoized so that a layout re-render (its theme is read after
 * hydration) does not reach the page: a boundary not yet hydrated that receives an update
 * must hydrate at once, in one long task.
 */
const PageSlot = memo(function PageSlot({ pathname }: { pathname: string }) {
  return (
    // Keyed by page, so a page whose code is still loading shows the overlay.
    <Suspense key={pathname} fallback={<LoadingOverlay />}>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      {/* After the page or its error page, so the mark means the page is hydrated. */}
      <HydratedMark />
    </Suspense>
  )
})

/** The theme the toggle switches to: a sun for light, a moon for dark. */
function ThemeIcon({ next }: { next: 'light' | 'dark' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {next === 'light' ? (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4"
        />
      ) : (
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      )}
    </svg>
  )
}

/** Header with the product name and nav, the page, and a footer with links and the build badge. */
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
      {/* Early in the tab order: the banner asks first, before the page (it floats at the bottom). */}
      <SiteOverlays pathname={pathname} />
      <header className="site-header">
        <Link className="brand" to="/home">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} reloadDocument={item.to === APP_PATH}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Only where the theme applies (spec §2: the marketing pages). On phones the label
            is visually hidden (it stays the button's name), so the header keeps one row. */}
        {marketing && (
          <button type="button" className="theme-toggle" onClick={toggle}>
            <ThemeIcon next={theme === 'dark' ? 'light' : 'dark'} />
            <span className="theme-toggle-label">
              {theme === 'dark' ? 'Light theme' : 'Dark theme'}
            </span>
          </button>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <PageSlot pathname={pathname} />
      </main>
      <footer className="site-footer">
        <div className="footer-links">
          {FOOTER.map((group) => (
            <nav key={group.label} aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-meta">
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {/* Withdrawing consent must be as easy as giving it: one click from any page. */}
          <button
            type="button"
            className="link-button"
            onClick={() => openConsentSettings(browserEnv())}
          >
            Cookie Settings
          </button>
          <VersionBadge />
        </p>
      </footer>
    </div>
  )
}
