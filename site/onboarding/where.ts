import { isMarketingPath } from '../layout/theme'

/**
 * Where the tutorial may open (spec §4, §6): where viewers meet the product, the marketing
 * pages, the demo channels and the phone store; not the legal, docs or tool pages.
 */
export function showsOnboarding(pathname: string): boolean {
  return (
    isMarketingPath(pathname) ||
    pathname === '/app' ||
    pathname === '/demo' ||
    pathname.startsWith('/demo/')
  )
}
