import { isMarketingPath } from '../layout/theme'

/**
 * Where the tutorial may open (spec §4, §6): the marketing pages, where guests meet the
 * product first. Not on the demo channels or `/app`: there the store is the task at hand,
 * a modal would stand between the viewer and a buy link, and the same store embedded on
 * a broadcaster's page has no tutorial either. Nor on legal, docs or tool pages.
 */
export function showsOnboarding(pathname: string): boolean {
  return isMarketingPath(pathname)
}
