import { type APIRequestContext, expect, test } from '@playwright/test'
import { answerPartnerShops } from './site'
import {
  createChannel,
  expectAccessible,
  PHONE,
  productCard,
  signInToStudio,
  unrelatedItems,
} from './studio-steps'

// The Studio's "On air" and "Matches" sections against the real server, with the channel's
// own /app page open beside them: what the Studio changes reaches the open widget's poll.
const run = Date.now().toString(36)

/** A WebVTT file whose cues say each title in turn, ten minutes each (the test is shorter). */
function vtt(titles: string[]): string {
  const at = (minutes: number) => `${String(minutes).padStart(2, '0')}:00.000`
  const cues = titles.map((title, i) => `${at(i * 10)} --> ${at(i * 10 + 10)}\n${title}`)
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

const card = productCard

/** The product ids the channel's feed holds now. */
async function feedIds(request: APIRequestContext, channelId: string): Promise<number[]> {
  const res = await request.get(`/api/product_search/recent_products/${channelId}/20`)
  return ((await res.json()) as { id: number }[]).map((item) => item.id)
}

test.beforeEach(async ({ context }) => {
  // Partner retailers of the demo catalog live on `.example`; the machine is offline.
  await answerPartnerShops(context)
})

test('an owner makes captions the program, tries a caption, pins, blocks and approves, and the open widget follows', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const [first, second, ...others] = await unrelatedItems(request, 6)
  if (!first || !second) throw new Error('items expected')
  await signInToStudio(page, { name: 'Flo Air', email: `flo-${run}@example.com` })
  // A topic no catalog item has: no item is preferred for being on topic.
  const id = await createChannel(page, `Flo Air ${run}`, 'Studio schedules')
  const onAir = page.locator('section#on-air')
  await expect(onAir.getByText('Nothing uploaded: the channel has no program.')).toBeVisible()

  // A WebVTT file chosen in the file input is previewed, then becomes the program.
  await onAir.getByLabel('Upload a captions file (WebVTT or SRT)').setInputFiles({
    name: 'evening.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(vtt([first.title, second.title])),
  })
  await expect(onAir.getByText('2 cues, 20:00 long.')).toBeVisible()
  await onAir.getByRole('button', { name: 'Use as the program' }).click()
  await expect(onAir.getByText('The first cue is on air now.')).toBeVisible()
  const schedule = onAir.getByTestId('schedule')
  await expect(schedule).toContainText('evening.vtt')
  await expect(schedule.getByRole('row')).toHaveCount(3)

  // The channel's /app page shows the first cue's item.
  const app = await context.newPage()
  await app.goto(`/app?channelId=${id}`)
  await expect(card(app, first.title).first()).toBeVisible()

  // A bad file says its line and changes nothing.
  await onAir.getByLabel('Upload a captions file (WebVTT or SRT)').setInputFiles({
    name: 'broken.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:0x.000\nOops\n'),
  })
  await expect(onAir.getByText(/^Line 3: /)).toBeVisible()
  await expect(onAir.getByRole('button', { name: 'Use as the program' })).toHaveCount(0)
  await page.reload()
  await expect(page.locator('section#on-air').getByTestId('schedule')).toContainText('evening.vtt')

  // Try a caption: what would match, and why.
  await onAir.getByLabel('What is said on air').fill(`Later: ${second.title}`)
  await onAir.getByLabel('Names on screen (optional)').fill(second.title)
  await onAir.getByRole('button', { name: 'Try it' }).click()
  const tried = onAir.getByRole('list', { name: 'What would match' })
  await expect(tried).toContainText(`Named on screen: ${second.title}`)

  // Matches: pin an item that is not in the feed; the open widget shows it within its poll.
  const matches = page.locator('section#matches')
  await expect(matches.getByRole('list', { name: 'Recent segments, newest first' })).toContainText(
    first.title,
  )
  const shown = await feedIds(request, id)
  const [third, fourth] = others.filter((item) => !shown.includes(item.id))
  if (!third || !fourth) throw new Error('two items off the feed expected')
  await matches.getByLabel('Pin a product by id').fill(String(third.id))
  await matches.getByRole('button', { name: 'Pin this product' }).click()
  await expect(matches.getByText(`Pinned product ${third.id}`)).toBeVisible()
  await expect(card(app, third.title).first()).toBeVisible()

  // Block the item on air: it leaves the open widget, and is listed as blocked. Its segment is
  // no longer the newest (the pin is): it opens from its one-line summary.
  const segments = matches.getByRole('list', { name: 'Recent segments, newest first' })
  await segments.locator(':scope > li').nth(1).locator('summary').click()
  await matches
    .getByRole('button', { name: `Block item ${first.title}` })
    .first()
    .click()
  await expect(matches.getByText(`Blocked: ${first.title}.`)).toBeVisible()
  await expect(matches.getByRole('list', { name: 'Blocked items and vendors' })).toContainText(
    first.title,
  )
  await expect(card(app, first.title)).toHaveCount(0)

  // Approve first: a new program's matches wait until one is approved.
  const before = await feedIds(request, id)
  await matches.getByLabel('Matches wait for approval').check()
  await expect(matches.getByText('Saved: matches wait for approval.')).toBeVisible()
  await onAir.getByLabel('Or paste captions').fill(vtt([fourth.title]))
  await onAir.getByRole('button', { name: 'Use as the program' }).click()
  await expect(onAir.getByText('The first cue is on air now.')).toBeVisible()
  await matches.getByRole('button', { name: 'Refresh' }).click()
  await expect(matches.getByTestId('pending-count')).toContainText(/waiting for approval/)
  await expect(matches.getByTestId('pending-count')).not.toContainText('No match')
  if (!before.includes(fourth.id)) expect(await feedIds(request, id)).not.toContain(fourth.id)
  await matches.getByRole('button', { name: `Approve ${fourth.title}` }).click()
  await expect(matches.getByText(`Approved: ${fourth.title}`)).toBeVisible()
  await expect(card(app, fourth.title).first()).toBeVisible()
  await app.close()
})

for (const phone of [false, true]) {
  const width = phone ? `${PHONE.width} px` : 'desktop'
  test(`axe finds nothing in "On air" and "Matches" with a schedule, a try and matches (${width})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext(
      phone
        ? { viewport: PHONE, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    )
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const [item] = await unrelatedItems(request, 1)
    if (!item) throw new Error('an item expected')
    await signInToStudio(page, {
      name: 'Gus Axe',
      email: `gus-${phone ? 'phone' : 'desk'}-${run}@example.com`,
    })
    await createChannel(page, `Gus ${phone ? 'Phone' : 'Desk'} ${run}`, 'Studio schedules')
    const onAir = page.locator('section#on-air')
    await onAir.getByLabel('Or paste captions').fill(vtt([item.title]))
    await onAir.getByRole('button', { name: 'Use as the program' }).click()
    await expect(onAir.getByText('The first cue is on air now.')).toBeVisible()
    // A line-numbered error, shown.
    await onAir.getByLabel('Or paste captions').fill('WEBVTT\n\nnot a cue')
    await expect(onAir.getByText(/^Line \d+: /)).toBeVisible()
    await onAir.getByLabel('What is said on air').fill(item.title)
    await onAir.getByRole('button', { name: 'Try it' }).click()
    await expect(onAir.getByRole('list', { name: 'What would match' })).toBeVisible()
    const matches = page.locator('section#matches')
    await matches.getByRole('button', { name: 'Refresh' }).click()
    await expect(matches.getByRole('button', { name: `Pin ${item.title}` }).first()).toBeVisible()
    await expectAccessible(page)
    await context.close()
  })
}
