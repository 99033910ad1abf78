import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { violations } from './axe'
import { fillDevSignIn } from './dev-sign-in'
import { E2E } from './env'
import { hydrated } from './site'

/** The narrowest screen the Studio is made for. */
export const PHONE = { width: 360, height: 740 }

/** Answers the cookie banner once, so it does not cover the bottom of a phone screen. */
export async function answerCookies(page: Page) {
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Reject all' })
    .click()
}

/** Opens the Studio signed out and signs in there through the development identity provider. */
export async function signInToStudio(
  page: Page,
  who: { name: string; email: string },
  path = '/studio',
) {
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await fillDevSignIn(page, who.name, who.email)
  await expect(page).toHaveURL(`${E2E.siteOrigin}${path}`)
  await expect(page.getByText(`Signed in as ${who.name}`)).toBeVisible()
  await answerCookies(page)
}

/** Creates a channel from /studio with the mouse and returns its id. */
export async function createChannel(page: Page, name: string, topic = 'Cooking'): Promise<string> {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Topic').fill(topic)
  const id = await page.getByLabel('Channel id').inputValue()
  await page.getByRole('button', { name: 'Create the channel' }).click()
  await expect(page).toHaveURL(`${E2E.siteOrigin}/studio/channels/${id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return id
}

/** The product card of `title` in a page's widget (inside its shadow root). */
export function productCard(page: Page, title: string) {
  return page.locator('shoppable-tv h3.card-title').filter({ hasText: title })
}

/** No axe violations, and nothing wider than the screen. */
export async function expectAccessible(page: Page) {
  expect(await violations(page)).toEqual([])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

export type Item = { id: number; title: string }

/** Demo channels of different topics, whose catalogs share few words. */
const DEMO_FEEDS = ['wildtv', 'justcooking', 'wedosport', 'golf-network', 'kbs', 'lionsgate']

/** Items of the demo catalog whose titles share no word, so each cue matches its own item. */
export async function unrelatedItems(request: APIRequestContext, count: number): Promise<Item[]> {
  const all: { id: number | string; title?: string }[] = []
  for (const channel of DEMO_FEEDS) {
    const res = await request.get(`/api/product_search/recent_products/${channel}/20`)
    expect(res.ok()).toBe(true)
    all.push(...((await res.json()) as typeof all))
  }
  const words = (title: string) => new Set(title.toLowerCase().split(/\W+/).filter(Boolean))
  const chosen: Item[] = []
  for (const item of all) {
    // "Names on screen" are typed comma-separated: a title with a comma is not one name there.
    if (!item.title || item.title.includes(',') || typeof item.id !== 'number') continue
    const mine = words(item.title)
    if (chosen.some((other) => [...words(other.title)].some((w) => mine.has(w)))) continue
    chosen.push({ id: item.id, title: item.title })
    if (chosen.length === count) return chosen
  }
  throw new Error(`the demo catalog has fewer than ${count} unrelated items`)
}
