import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The page's axe violations, one line each (rule, impact, where); none is the goal. Read
 * with reduced motion, as the viewer's preference was before it is put back: a card that is
 * fading in (issue 17: entries run on opacity) would read as low contrast half way.
 *
 * A page without frames is read by axe in the page alone (AxeBuilder's legacy mode): the
 * same rules and results, in about half the time, as the default mode spends opening a blank
 * page to merge the frames' results. A page with frames gets the default mode, which reads
 * cross-origin frames too.
 */
export async function violations(page: Page): Promise<string[]> {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' }))
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
