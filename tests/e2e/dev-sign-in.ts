import { expect, type Locator, type Page } from '@playwright/test'

/** Fills in the built-in development identity provider's form, on the page that shows it. */
export async function fillDevSignIn(page: Page, name: string, email: string): Promise<void> {
  await expect(page).toHaveTitle(/Development sign-in/)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * On the page a broadcaster page's sign-in passes (server/auth/return-site-page.ts): checks
 * that it names the site the viewer returns to, then goes on to the provider.
 */
export async function continueToSignIn(page: Page, host: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Shoppable TV' })).toBeVisible()
  await expect(page.locator('strong')).toHaveText(host)
  await page.getByRole('link', { name: 'Continue to sign-in' }).click()
}

/**
 * Opens the account sheet of a view="full" widget from its account bar (issue 13): the
 * account sidebar (Sign in with Google, Rewards, Wallet, Sign Out…) lives in it.
 */
export async function openAccount(widget: Locator): Promise<void> {
  const sheet = widget.getByRole('dialog', { name: 'Account' })
  // Already open (a sign-in error opens it by itself): nothing to do.
  if (!(await sheet.isVisible())) await widget.getByTestId('account-open').click()
  await expect(sheet).toBeVisible()
}

/** Signs in through the built-in development identity provider, starting from the widget. */
export async function signIn(
  page: Page,
  name: string,
  email: string,
  widget: Locator = page.locator('shoppable-tv'),
): Promise<void> {
  await openAccount(widget)
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  await fillDevSignIn(page, name, email)
}
