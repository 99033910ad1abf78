import { expect, type Page, test } from '@playwright/test'
import { answerPartnerShops, hydrated, skipOnboarding } from './site'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const miniDemo = (page: Page) => page.getByTestId('mini-demo')
const screenBox = async (page: Page) => {
  const box = await page.locator('.mini-demo-screen').boundingBox()
  if (!box) throw new Error('the mini-demo screen has no box')
  return box
}

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
  // Partner retailers of the demo catalog live on `.example`; the machine is offline.
  await answerPartnerShops(context)
})

test('at 1280 px /home uses the width: the text and the live store stand side by side', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/home')
  await hydrated(page)
  const hero = await page.locator('.hero').boundingBox()
  const text = await page.locator('.hero-text').boundingBox()
  const demo = await miniDemo(page).boundingBox()
  expect(hero?.width).toBeGreaterThan(900)
  if (!text || !demo) throw new Error('hero parts missing')
  expect(demo.x).toBeGreaterThanOrEqual(text.x + text.width)
  expect(demo.y).toBeLessThan(text.y + text.height)
  // Viewers first: the first call to action watches a demo.
  await expect(page.locator('.hero .button').first()).toHaveText('Watch a demo channel')
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the mini-demo shows live cards in view, in the space it reserved`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/home')
    await hydrated(page)
    const before = await screenBox(page)
    await miniDemo(page).scrollIntoViewIfNeeded()
    await expect(miniDemo(page)).toHaveAttribute('data-state', 'live')
    await expect(miniDemo(page).locator('shoppable-tv a.buy').first()).toBeVisible()
    const after = await screenBox(page)
    expect(after.height).toBe(before.height)
    expect(after.width).toBe(before.width)
  })
}

test('the mini-demo waits while it is well below the fold and loads when scrolled to', async ({
  page,
}) => {
  const short = { width: 390, height: 400 }
  await page.setViewportSize(short)
  await page.goto('/home')
  await hydrated(page)
  const { y } = await screenBox(page)
  expect(y).toBeGreaterThan(short.height + 200)
  await expect(miniDemo(page)).toHaveAttribute('data-state', 'waiting')
  await expect(page.locator('shoppable-tv')).toHaveCount(0)
  await miniDemo(page).scrollIntoViewIfNeeded()
  await expect(miniDemo(page).locator('shoppable-tv a.buy').first()).toBeVisible()
})

test('the mini-demo is no keyboard trap: Tab reaches it and leaves it', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/home')
  await hydrated(page)
  await expect(miniDemo(page).locator('shoppable-tv a.buy').first()).toBeVisible()
  await page.locator('.mini-demo-screen').focus()
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab')
    const outside = await page.evaluate(
      () => !document.activeElement?.closest('.mini-demo-screen, shoppable-tv'),
    )
    if (outside) return
  }
  throw new Error('Tab never left the mini-demo')
})

test('/channels speaks to broadcasters and its call to action opens the Studio', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/channels')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Put a live store beside your stream',
  )
  await page.getByRole('link', { name: 'Create your channel' }).first().click()
  await expect(page).toHaveURL(/\/studio$/)
})

for (const path of ['/home', '/channels', '/brands', '/viewers']) {
  test(`${path} has no horizontal overflow at 390 px`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(path)
    await hydrated(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
}
