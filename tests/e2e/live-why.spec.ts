import { expect, test } from '@playwright/test'
import { merchantTsv } from '../../server/feeds/tsv-writer'
import { violations } from './axe'
import { E2E } from './env'
import { hydrated, skipOnboarding } from './site'
import { createChannel, signInToStudio } from './studio-steps'

// Issue 15's journey: a broadcaster imports a small feed of their own, pushes a caption with no
// entities that says one imported product's title, and the open widget shows that product as
// an exact match with its reason in words ("why" line), worded by the server.
const run = Date.now().toString(36)

const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability']

/** The item the caption names, and two it does not. */
const NAMED_TITLE = 'Fenwhistle Heron Drift Reel'
const ITEMS = [
  ['WHY-1', NAMED_TITLE, 'A light drift reel for slow rivers.'],
  ['WHY-2', 'Saltmarsh Tern Wading Boots', 'Boots that grip on wet stones.'],
  ['WHY-3', 'Northcast Pike Landing Net', 'A wide net with a folding handle.'],
] as const

function feedFile(): Buffer {
  const rows = ITEMS.map(([id, title, description], n) => ({
    id,
    title,
    description,
    link: `https://why-${run}.example/p/${id}`,
    // Our own picture: the machine is offline.
    image_link: `${E2E.siteOrigin}/social-card.png?item=${n}`,
    price: '34.00 USD',
    availability: 'in_stock',
  }))
  return Buffer.from([...merchantTsv(COLUMNS, rows)].join(''))
}

test('a caption without entities that says an imported product’s title shows it in the open widget as an exact match, with why', async ({
  page,
  context,
  request,
}) => {
  await signInToStudio(page, { name: 'Wes Why', email: `wes-${run}@example.com` })
  const id = await createChannel(page, `Wes Angling ${run}`, 'Angling')

  const catalog = page.locator('section#catalog')
  await catalog.getByLabel('Feed file').setInputFiles({
    name: 'reels.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: feedFile(),
  })
  await catalog.getByRole('button', { name: 'Add and import' }).click()
  await expect(
    catalog.getByText('Imported 3 of 3 · 0 rejected · 0 left the live feed', { exact: true }),
  ).toBeVisible({ timeout: 20_000 })

  await page.getByRole('button', { name: 'Make a new key' }).click()
  const key = ((await page.getByTestId('channel-key').textContent()) ?? '').trim()
  expect(key.length).toBeGreaterThan(20)

  // The channel's widget is open before anything is on air.
  // The cookie choice was made in the Studio (same site); the tutorial is skipped, as on a
  // return visit, so nothing covers the store.
  await skipOnboarding(context)
  const app = await context.newPage()
  await app.emulateMedia({ reducedMotion: 'reduce' })
  await app.goto(`/app?channelId=${id}`)
  await hydrated(app)

  // What the broadcaster's system sends: the words said, no entities.
  const pushed = await request.post(`/api/channels/${id}/context`, {
    headers: { 'X-Channel-Key': key },
    data: { caption: `And here is the ${NAMED_TITLE} in action on the river.` },
  })
  expect(pushed.status()).toBe(201)
  const why = `Heard: ${NAMED_TITLE}`
  expect((await pushed.json()).matches).toContainEqual(
    expect.objectContaining({ title: NAMED_TITLE, match: 'exact', why }),
  )

  // The open widget's next poll brings the card: exact, and why, as a line of text.
  const card = app
    .locator('shoppable-tv li.card')
    .filter({ has: app.locator('h3.card-title', { hasText: NAMED_TITLE }) })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card.locator('.badges')).toContainText('Exact match')
  await expect(card.locator('p.card-meta', { hasText: why })).toHaveText(why)
  expect(await violations(app)).toEqual([])
})
