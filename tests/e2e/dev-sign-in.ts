import { expect, type Page } from '@playwright/test'

/** Fills in the built-in development identity provider's form, on the page that shows it. */
export async function fillDevSignIn(page: Page, name: string, email: string): Promise<void> {
  await expect(page).toHaveTitle(/Development sign-in/)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in through the built-in development identity provider, starting from the widget. */
export async function signIn(page: Page, name: string, email: string): Promise<void> {
  await page.locator('shoppable-tv').getByRole('button', { name: 'Sign in with Google' }).click()
  await fillDevSignIn(page, name, email)
}
