import { type ComponentType, lazy, useState } from 'react'
import { matchPath } from 'react-router'
import { normalizePath } from './head/seo'
import { MAIN_PAGES, type PageTable, SPLIT_PAGE_PATHS } from './page-table'

type SplitPath = (typeof SPLIT_PAGE_PATHS)[number]

// Split pages come in groups, one chunk per `*Pages.ts` module (the size budget in
// package.json leaves exactly those out of "one marketing page").
const audience = () => import('./pages/AudiencePages')
const channel = () => import('./pages/ChannelPages')
const legal = () => import('./pages/LegalPages')
const tools = () => import('./pages/ToolPages')
const studio = () => import('./pages/StudioPages')

const LOADERS: Record<SplitPath, () => Promise<ComponentType>> = {
  '/channels': () => audience().then((module) => module.ChannelsPage),
  '/brands': () => audience().then((module) => module.BrandsPage),
  '/viewers': () => audience().then((module) => module.ViewersPage),
  '/demo/:channelId': () => channel().then((module) => module.DemoChannelPage),
  '/euronews-travel': () => channel().then((module) => module.EuronewsTravelPage),
  '/docs': () => tools().then((module) => module.DocsPage),
  '/privacy': () => legal().then((module) => module.PrivacyPage),
  '/terms': () => legal().then((module) => module.TermsPage),
  '/cookies': () => legal().then((module) => module.CookiesPage),
  '/sandbox': () => tools().then((module) => module.SandboxPage),
  '/card-reveal': () => tools().then((module) => module.CardRevealPage),
  '/studio': () => studio().then((module) => module.StudioPage),
  '/studio/channels/:channelId': () => studio().then((module) => module.StudioChannelPage),
}

const loading = new Map<string, Promise<ComponentType>>()
/** Pages whose chunk has arrived, so they can render without suspending. */
const loaded = new Map<string, ComponentType>()

/** Loads a split page's chunk once; a failure rejects, and the route error page says LOAD. */
function load(path: SplitPath): Promise<ComponentType> {
  let pending = loading.get(path)
  if (!pending) {
    pending = LOADERS[path]().then((page) => {
      loaded.set(path, page)
      return page
    })
    loading.set(path, pending)
  }
  return pending
}

/**
 * A split page: rendered at once when its chunk is already here (always so when hydrating,
 * see preloadPage: a page that suspended while hydrating would be thrown away and
 * re-rendered from scratch at the first state update above it, the layout shifting while
 * the overlay stands in), else through React.lazy, with the loading overlay meanwhile.
 */
function splitPage(path: SplitPath): ComponentType {
  const Lazy = lazy(async () => ({ default: await load(path) }))
  return function SplitPage() {
    // Chosen once per mount, so a page never swaps components (and state) under the viewer.
    const [Ready] = useState(() => loaded.get(path))
    return Ready ? <Ready /> : <Lazy />
  }
}

/** Every page for the browser: the main ones as they are, the split ones loaded on demand. */
export const CLIENT_PAGES: PageTable = {
  ...MAIN_PAGES,
  ...Object.fromEntries(SPLIT_PAGE_PATHS.map((path) => [path, splitPage(path)])),
}

/**
 * Starts loading the chunk of the page at `pathname`, if it is a split one, so hydration
 * finds it ready. Never rejects: a failed chunk is for the page to report.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const path = normalizePath(pathname)
  const split = SPLIT_PAGE_PATHS.find((pattern) => matchPath(pattern, path))
  if (split) await load(split).catch(() => {})
}
