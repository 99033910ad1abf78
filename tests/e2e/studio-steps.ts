import { expect, type Page } from '@playwright/test'
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
