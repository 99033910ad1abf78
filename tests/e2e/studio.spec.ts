import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E } from './env'
import { hydrated } from './site'
import { createChannel, expectAccessible, PHONE, signInToStudio } from './studio-steps'

// One run's people and channel: the server's database lives as long as the run, but nothing
// here may depend on what another test left behind.
const run = Date.now().toString(36)
const ana = { name: 'Ana Studio', email: `ana-${run}@example.com` }
const bo = { name: 'Bo Outsider', email: `bo-${run}@example.com` }

/** Presses Tab until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 80) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached by Tab')
}

test('a new broadcaster signs in from /studio, creates a channel, adds an origin and sees the snippet', async ({
  page,
}) => {
  await page.goto('/studio')
  await hydrated(page)
  await expect(page.getByText('The Studio is where broadcasters run their channels')).toBeVisible()
  await signInToStudio(page, ana)
  await expect(page.getByText('No channels yet — create your first one below.')).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill(`Ana Kitchen ${run}`)
  await expect(page.getByLabel('Channel id')).toHaveValue(`ana-kitchen-${run}`)
  const id = await createChannel(page, `Ana Kitchen ${run}`)
  await expect(page.getByText('You are an owner')).toBeVisible()

  // What is not an origin is refused in the browser with the contract's words.
  const origin = page.getByLabel('Add your page’s origin')
  await origin.fill('ftp://tv.example.com')
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByText('An origin is http(s)://host[:port], such as')).toBeVisible()
  // A page's address gives its origin, and the Studio says what it stored.
  await origin.fill(`https://ana-${run}.example/live/index.html`)
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByRole('list', { name: 'Origins' })).toContainText(
    `https://ana-${run}.example`,
  )
  await expect(
    page.getByText(
      `Added https://ana-${run}.example (the origin of “https://ana-${run}.example/live/index.html”).`,
    ),
  ).toBeVisible()

  // The snippet, as GET /api/embed/snippet makes it, names this channel.
  const snippet = page.getByTestId('studio-snippet')
  await expect(snippet).toContainText(`channel-id="${id}"`)
  await expect(snippet).toContainText(`${E2E.siteOrigin}/widget/`)
  await expect(page.getByTestId('studio-csp')).toContainText(E2E.siteOrigin)
  await expect(page.getByRole('button', { name: 'Copy snippet' })).toBeVisible()

  // Back in the list, the channel is there; a reload keeps the session.
  await page.getByRole('link', { name: 'All your channels' }).click()
  await expect(page.getByRole('link', { name: `Ana Kitchen ${run}` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: `Ana Kitchen ${run}` })).toBeVisible()

  // The channel's own address is served and opens the channel.
  await page.goto(`/studio/channels/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Ana Kitchen ${run}` })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Origins' })).toContainText(
    `https://ana-${run}.example`,
  )

  // Signing out shows the signed-out Studio and revokes the session.
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  const details = await page.request.get('/api/auth_google/details', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(details.status()).toBe(401)
})

test('someone else opening that channel’s page is told they are not a member', async ({
  browser,
}) => {
  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await signInToStudio(ownerPage, { name: 'Cy Owner', email: `cy-${run}@example.com` })
  const id = await createChannel(ownerPage, `Cy Sports ${run}`)
  await owner.close()

  const other = await browser.newContext()
  const page = await other.newPage()
  // Signing in from the channel's page comes back to it.
  await signInToStudio(page, bo, `/studio/channels/${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not a member of this channel' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to your channels' }).click()
  await expect(page).toHaveURL(`${E2E.siteOrigin}/studio`)
  await expect(page.getByText('No channels yet')).toBeVisible()
  await other.close()
})

test('a channel is created with the keyboard alone, and every control is reachable by Tab', async ({
  page,
}) => {
  await signInToStudio(page, { name: 'Di Keys', email: `di-${run}@example.com` })
  const name = page.getByLabel('Name', { exact: true })
  await tabTo(page, name)
  await page.keyboard.type(`Di Keys ${run}`)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Channel id')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Topic')).toBeFocused()
  await page.keyboard.type('Gaming')
  await tabTo(page, page.getByLabel('Theme'))
  // A select's options are chosen with the arrow keys.
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Theme')).toHaveValue('dark')
  await tabTo(page, page.getByRole('button', { name: 'Create the channel' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${E2E.siteOrigin}/studio/channels/di-keys-${run}`)
  await expect(page.getByRole('heading', { level: 1, name: `Di Keys ${run}` })).toBeVisible()
  await expect(page.getByLabel('Theme')).toHaveValue('dark')

  // Every control of the channel's page takes focus from the keyboard, in order.
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible()
  // A radio group is one Tab stop (its checked radio); the arrow keys move within it.
  const CONTROLS = 'a[href], button, input:not([type="radio"]:not(:checked)), select, textarea'
  const controls = page.locator('main').locator(CONTROLS)
  const count = await controls.count()
  expect(count).toBeGreaterThan(10)
  await page.locator('main').focus()
  const reached = new Set<string>()
  for (let i = 0; i < count * 2 && reached.size < count; i++) {
    await page.keyboard.press('Tab')
    const index = await page.evaluate((selector) => {
      const all = [...document.querySelectorAll(`main :is(${selector})`)]
      return all.indexOf(document.activeElement as Element)
    }, CONTROLS)
    if (index >= 0) reached.add(String(index))
  }
  expect(reached.size).toBe(count)

  // The in-page navigation moves focus to its section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Members' })
    .press('Enter')
  await expect(page.locator('section#members')).toBeFocused()

  // Archiving asks first, from the keyboard too.
  await page.getByRole('button', { name: 'Archive the channel' }).press('Enter')
  await expect(page.getByRole('button', { name: 'Yes, archive it' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Archive the channel' })).toBeFocused()
})

async function axeContext(
  browser: { newContext: (o?: object) => Promise<BrowserContext> },
  phone: boolean,
) {
  return browser.newContext(
    phone
      ? { viewport: PHONE, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  )
}

for (const phone of [false, true]) {
  const width = phone ? `${PHONE.width} px` : 'desktop'
  test(`axe finds nothing on the Studio signed out, with its list and on a channel page (${width})`, async ({
    browser,
  }) => {
    const context = await axeContext(browser, phone)
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/studio')
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await expectAccessible(page)

    await signInToStudio(page, {
      name: 'Eve Axe',
      email: `eve-${phone ? 'phone' : 'desk'}-${run}@example.com`,
    })
    await expect(page.getByText('No channels yet')).toBeVisible()
    await expectAccessible(page)

    // The form's errors, shown.
    await page.getByRole('button', { name: 'Create the channel' }).click()
    await expect(page.getByText('The name is required.')).toBeVisible()
    await expectAccessible(page)

    const id = await createChannel(page, `Eve ${phone ? 'Phone' : 'Desk'} ${run}`)
    await page.getByLabel('Add your page’s origin').fill(`https://eve-${run}.example`)
    await page.getByRole('button', { name: 'Add origin' }).click()
    await expect(page.getByRole('list', { name: 'Origins' })).toBeVisible()
    // An unverified origin's token and instructions, and a failed Verify's alert (no such host).
    await page.getByRole('button', { name: `Verify https://eve-${run}.example` }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Not verified.' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible()
    await page.getByRole('button', { name: 'Make a new key' }).click()
    await expect(page.getByTestId('channel-key')).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'All your channels' }).click()
    await expect(
      page.getByRole('link', { name: new RegExp(`Eve ${phone ? 'Phone' : 'Desk'}`) }),
    ).toBeVisible()
    expect(page.url()).toBe(`${E2E.siteOrigin}/studio`)
    await expectAccessible(page)
    expect(id).toBeTruthy()
    await context.close()
  })
}
