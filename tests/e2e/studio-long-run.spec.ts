import { expect, type Page, test } from '@playwright/test'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { createChannel, expectAccessible, signInToStudio } from './studio-steps'

// A channel after a long broadcast: 200 segments pushed through the channel key (the path a
// real broadcast takes, no program clock to wait for). The Matches list must not push the
// rest of the channel page out of reach (issue 62).
const run = Date.now().toString(36)
const SEGMENTS = 200
const SHOTS = process.env.STUDIO_SHOTS_DIR

/** Captions that match items of the shared demo catalog, so segments carry matches. */
const CAPTIONS = [
  'Bears fishing for salmon at the falls, filmed from the viewing platform',
  'A quick pasta with garlic, olive oil and chili in a cast iron pan',
  'The final round: a long drive off the tee and a putt for birdie',
  'Hiking boots and a rain jacket for a week on the mountain trail',
  'A city break: hotel, museum tickets and a river cruise at night',
]

/** The Studio API as the signed-in page calls it. */
async function studioPost(page: Page, path: string, data?: object) {
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)
  return page.request.post(`/api/studio/channels/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  })
}

/**
 * 200 segments the way the server makes them, without a program clock to wait for: pins (each
 * a segment of its own, no matching to run), then the newest few as captions pushed with the
 * channel key (matched like a real broadcast, slower).
 */
async function longRun(page: Page, channelId: string): Promise<void> {
  const shared = await page.request.get('/api/product_search/recent_products/wildtv/20')
  const ids = ((await shared.json()) as { id: number }[]).map((item) => item.id)
  for (let i = 0; i < SEGMENTS - CAPTIONS.length; i++) {
    const res = await studioPost(page, `${channelId}/pins`, { productId: ids[i % ids.length] })
    expect(res.status()).toBe(201)
  }
  const keyed = await studioPost(page, `${channelId}/key`)
  const { key } = (await keyed.json()) as { key: string }
  for (const [i, caption] of CAPTIONS.entries()) {
    const res = await page.request.post(`/api/channels/${channelId}/context`, {
      headers: { 'X-Channel-Key': key },
      data: { caption, title: `Segment ${SEGMENTS - CAPTIONS.length + i + 1}` },
    })
    expect(res.status()).toBe(201)
  }
}

// A laptop's screen (1440 × 900, as a MacBook Air's), not the 720 px of Playwright's desktop.
test.use({ viewport: { width: 1440, height: 900 } })

test('a channel page with 200 segments keeps Insights within two screens', async ({ page }) => {
  test.setTimeout(180_000)
  await signInToStudio(page, { name: 'Lou Long', email: `lou-${run}@example.com` })
  const id = await createChannel(page, `Lou Long ${run}`, 'Outdoors')
  await longRun(page, id)
  await page.reload()
  const matches = page.locator('section#matches')
  await expect(matches.getByText('Segment 200', { exact: false }).first()).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/channel-200-segments.png`, fullPage: true })

  const tops = await page.evaluate(() =>
    [...document.querySelectorAll('section.studio-section')].map(
      (section) => `${section.id}@${(section as HTMLElement).offsetTop}`,
    ),
  )
  console.log(tops.join(' '))
  const { top, screen } = await page.evaluate(() => ({
    top: document.getElementById('insights')?.offsetTop ?? Number.POSITIVE_INFINITY,
    screen: window.innerHeight,
  }))
  expect(top).toBeLessThan(2 * screen)

  // The section index reaches Insights from the keyboard.
  const index = page.getByRole('navigation', { name: 'On this page' })
  await index.getByRole('link', { name: 'Insights' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#insights$/)

  // Older segments: collapsed, paged, opened from the keyboard.
  const list = matches.getByRole('list', { name: 'Recent segments, newest first' })
  const older = matches.getByRole('button', { name: 'Show older segments' })
  const shown = await list.locator(':scope > li').count()
  await older.focus()
  await page.keyboard.press('Enter')
  await expect(list.locator(':scope > li')).toHaveCount(shown * 2)
  await expect(older).toBeFocused()
  const second = list.locator(':scope > li').nth(1).locator('summary')
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(list.locator(':scope > li').nth(1).locator('details')).toHaveAttribute('open', '')
  await expectAccessible(page)
})
