import { type APIRequestContext, expect, test } from '@playwright/test'
import { merchantTsv } from '../../server/feeds/tsv-writer'
import { E2E } from './env'
import { createChannel, expectAccessible, PHONE, productCard, signInToStudio } from './studio-steps'

// The Studio's Catalog section against the real server (which imports at most
// FEED_IMPORT_ROWS_PER_SECOND rows a second, so an import lasts long enough to watch): a
// 2,000-item Merchant Center feed with five bad rows, the channel's /app page open beside it.
const run = Date.now().toString(36)

const COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'brand',
  'product_type',
]
const BRANDS = ['Brackwater', 'Tidemark', 'Northcast', 'Fenwhistle', 'Saltmarsh']
const KINDS = ['Spinning Reel', 'Fly Rod', 'Wading Boots', 'Tackle Box', 'Landing Net']

type Row = Record<string, string>

/** Item `n` of the feed: a unique title, our own picture (the machine is offline). */
function item(n: number, overrides: Row = {}): Row {
  const brand = BRANDS[n % BRANDS.length] ?? 'Brackwater'
  const kind = KINDS[Math.floor(n / BRANDS.length) % KINDS.length] ?? 'Spinning Reel'
  return {
    id: `ANG-${n}`,
    title: `${brand} ${kind} Model ${n}`,
    description: `${brand}'s ${kind.toLowerCase()} for river and lake anglers, number ${n}.`,
    link: `https://angling-${run}.example/p/${n}`,
    image_link: `${E2E.siteOrigin}/social-card.png?item=${n}`,
    price: `${(20 + (n % 80)).toFixed(2)} USD`,
    availability: 'in_stock',
    brand,
    product_type: `Fishing > ${kind}s`,
    ...overrides,
  }
}

/** The one item the captions will name, and its title. */
const NAMED = 42
const NAMED_TITLE = 'Brackwater Kingfisher Tidemaster Reel'

/** Rows (file lines, the header is line 1) spoiled on purpose, one problem each. */
const BAD: Record<number, { attribute: string; spoil: Row }> = {
  101: { attribute: 'title', spoil: { title: '' } },
  502: { attribute: 'price', spoil: { price: 'twelve dollars' } },
  903: { attribute: 'link', spoil: { link: 'angling.example/p/903' } },
  1304: { attribute: 'image_link', spoil: { image_link: 'https://img.example/placeholder.png' } },
  1705: { attribute: 'id', spoil: { id: 'ANG-7' } },
}

/** The feed as a file: 2,000 items, the named one out of stock when asked. */
function feedFile(named: Row = {}): Buffer {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const n = i + 1
    const bad = BAD[n + 1]
    if (bad) return item(n, bad.spoil)
    if (n === NAMED) return item(n, { title: NAMED_TITLE, ...named })
    return item(n)
  })
  return Buffer.from([...merchantTsv(COLUMNS, rows)].join(''))
}

const card = productCard

async function feedTitles(request: APIRequestContext, channelId: string): Promise<string[]> {
  const res = await request.get(`/api/product_search/recent_products/${channelId}/20`)
  return ((await res.json()) as { title: string }[]).map((p) => p.title)
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' }),
  )
})

test('a member imports a 2,000-item feed with progress and a report of its 5 bad rows; a caption brings an item into the open widget; a re-import with it out of stock removes it from the open widget', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  await signInToStudio(page, { name: 'Fay Feed', email: `fay-${run}@example.com` })
  const id = await createChannel(page, `Fay Angling ${run}`, 'Angling')
  const catalog = page.locator('section#catalog')
  await expect(catalog.getByText(/No feed yet/)).toBeVisible()

  await catalog.getByLabel('Feed file').setInputFiles({
    name: 'angling.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: feedFile(),
  })
  await expect(catalog.getByLabel('Feed name')).toHaveValue('angling')
  await catalog.getByRole('button', { name: 'Add and import' }).click()

  // The progress bar moves while the import runs.
  const progress = catalog.locator('progress')
  const values = new Set<number>()
  await expect
    .poll(
      async () => {
        const value = await progress.getAttribute('value', { timeout: 500 }).catch(() => null)
        const max = await progress.getAttribute('max', { timeout: 500 }).catch(() => null)
        if (value !== null && max !== null && Number(value) < Number(max)) values.add(Number(value))
        return values.size
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(2)
  await expect(catalog.getByText(/^Read [\d,]+ · imported [\d,]+ · rejected \d$/)).toBeVisible()

  // Done: the counts, and a report of exactly the five bad rows.
  await expect(
    catalog.getByText('Imported 1,995 of 2,000 · 5 rejected · 0 left the live feed', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 30_000 })
  await catalog.getByRole('button', { name: 'Show the 5 rejected rows' }).click()
  const report = catalog.getByRole('table')
  const lines = report.locator('tbody tr')
  await expect(lines).toHaveCount(5)
  const rows = Object.entries(BAD)
  for (const [i, [line, { attribute }]] of rows.entries()) {
    await expect(lines.nth(i).locator('td').first()).toHaveText(
      Number(line).toLocaleString('en-US'),
    )
    await expect(lines.nth(i)).toContainText(attribute)
  }
  await expect(catalog.getByText('Items live')).toBeVisible()

  // A caption naming an imported product brings it into the channel's open widget.
  const app = await context.newPage()
  await app.goto(`/app?channelId=${id}`)
  const onAir = page.locator('section#on-air')
  await onAir
    .getByLabel('Or paste captions')
    .fill(`WEBVTT\n\n00:00.000 --> 10:00.000\nTonight on the river: the ${NAMED_TITLE}.\n`)
  await onAir.getByRole('button', { name: 'Use as the program' }).click()
  await expect(onAir.getByText('The first cue is on air now.')).toBeVisible()
  await expect(card(app, NAMED_TITLE).first()).toBeVisible({ timeout: 20_000 })
  expect(await feedTitles(request, id)).toContain(NAMED_TITLE)

  // A new version with that item out of stock: it leaves the live feed.
  await catalog.getByLabel('Upload a new version of angling').setInputFiles({
    name: 'angling.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: feedFile({ availability: 'out_of_stock' }),
  })
  await catalog.getByRole('button', { name: 'Import the new version of angling' }).click()
  await expect(
    catalog.getByText('Imported 1,995 of 2,000 · 5 rejected · 1 left the live feed', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 30_000 })
  expect(await feedTitles(request, id)).not.toContain(NAMED_TITLE)
  // The open widget follows its next poll; a fresh one never shows it.
  await expect(card(app, NAMED_TITLE)).toHaveCount(0, { timeout: 15_000 })
  await app.reload()
  await expect(app.locator('shoppable-tv h3.card-title').first()).toBeVisible()
  await expect(card(app, NAMED_TITLE)).toHaveCount(0)
  await app.close()
})

test('a file that is not a feed is refused with one message and nothing is listed', async ({
  page,
}) => {
  await signInToStudio(page, { name: 'Nat Notafeed', email: `nat-${run}@example.com` })
  await createChannel(page, `Nat ${run}`, 'Angling')
  const catalog = page.locator('section#catalog')
  await catalog.getByLabel('Feed file').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  })
  await catalog.getByRole('button', { name: 'Add and import' }).click()
  await expect(catalog.getByRole('alert')).toContainText(/not a product feed|image/i)
  await expect(catalog.getByLabel('Feed name')).toHaveValue('photo')
  await page.reload()
  await expect(page.locator('section#catalog').getByText(/No feed yet/)).toBeVisible()
})

for (const phone of [false, true]) {
  const width = phone ? `${PHONE.width} px` : 'desktop'
  test(`axe finds nothing in the Catalog with an imported feed and its report (${width})`, async ({
    browser,
  }) => {
    const context = await browser.newContext(
      phone
        ? { viewport: PHONE, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    )
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signInToStudio(page, {
      name: 'Axel Feed',
      email: `axel-${phone ? 'phone' : 'desk'}-${run}@example.com`,
    })
    await createChannel(page, `Axel ${phone ? 'Phone' : 'Desk'} ${run}`, 'Angling')
    const catalog = page.locator('section#catalog')
    const small = [...merchantTsv(COLUMNS, [item(1), item(2), item(3, { price: 'free' })])].join('')
    await catalog.getByLabel('Feed file').setInputFiles({
      name: 'small.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(small),
    })
    await catalog.getByRole('button', { name: 'Add and import' }).click()
    await expect(
      catalog.getByText('Imported 2 of 3 · 1 rejected · 0 left the live feed', { exact: true }),
    ).toBeVisible({ timeout: 20_000 })
    await catalog.getByRole('button', { name: 'Show the rejected row' }).click()
    await expect(catalog.getByRole('table')).toBeVisible()
    // The feed's item list, open: two items, each with its picture.
    await catalog.getByRole('button', { name: 'Show the items of small (2 live)' }).click()
    const items = catalog.getByRole('table', { name: 'Items of small' })
    await expect(items.locator('tbody img')).toHaveCount(2)
    await expectAccessible(page)
    await context.close()
  })
}
