import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { PAGE_PATHS } from '../../shared/routes'
import { E2E } from './env'
import { answerPartnerShops, hydrated, skipOnboarding } from './site'

// The server's Content-Security-Policy and Permissions-Policy (server/http/security-headers.ts)
// in a real browser: no page of ours, and not the widget's frame, breaks a rule of its own.

type Violation = { page: string; directive: string; blocked: string; source: string }

/** Collects CSP violations in every frame, and the console's CSP and Permissions-Policy errors. */
async function watchPolicies(context: BrowserContext, page: Page) {
  const violations: Violation[] = []
  const consoleErrors: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
      .__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      })
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content.Security.Policy|Permissions.Policy/i.test(text)) consoleErrors.push(text)
  })
  return { violations, consoleErrors }
}

const buyLinks = (page: Page) => page.locator('shoppable-tv a.buy')

test('no site page breaks its Content-Security-Policy', async ({ context, page }) => {
  test.setTimeout(180_000)
  await skipOnboarding(context)
  await answerPartnerShops(context)
  const seen = await watchPolicies(context, page)
  for (const path of PAGE_PATHS) {
    const res = await page.goto(path)
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'")
    await hydrated(page)
    // The live store draws its cards with the widget's constructed stylesheet and pictures.
    if (path.startsWith('/demo/') && (await page.locator('shoppable-tv').count()) > 0) {
      await expect(buyLinks(page).first(), path).toBeVisible()
    }
  }
  // The not-found page too.
  await page.goto('/no-such-page')
  await hydrated(page)
  expect(seen.violations).toEqual([])
  expect(seen.consoleErrors).toEqual([])
  // The pages hold JSON-LD blocks: data, which script-src does not govern. An inline script is
  // refused, and seen (so the empty lists above mean something).
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__ran = true'
    document.body.append(script)
  })
  await expect.poll(() => seen.violations.map((v) => v.directive)).toEqual(['script-src-elem'])
  expect(await page.evaluate(() => '__ran' in window)).toBe(false)
})

test('the widget’s frame on a broadcaster page breaks no rule of /embed', async ({
  context,
  page,
}) => {
  const seen = await watchPolicies(context, page)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const frame = page.frameLocator('shoppable-tv iframe')
  await expect(frame.locator('shoppable-tv a.buy').first()).toBeVisible()
  // The widget in the frame is styled: its constructed stylesheet was adopted, not blocked.
  // Polled: the link may be the first screen /embed drew, before the module has run.
  const adopted = () =>
    frame
      .locator('shoppable-tv')
      .evaluate((element) => element.shadowRoot?.adoptedStyleSheets.length ?? 0)
  await expect.poll(adopted).toBeGreaterThan(0)
  expect(seen.violations).toEqual([])
  expect(seen.consoleErrors).toEqual([])
})

test('the strict-CSP broadcaster page still shows the live store', async ({ context, page }) => {
  const seen = await watchPolicies(context, page)
  await page.goto(`${E2E.demoHostsOrigin}/strict-csp.html`)
  const frame = page.frameLocator('shoppable-tv iframe')
  await expect(frame.locator('shoppable-tv a.buy').first()).toBeVisible()
  // Neither the broadcaster's policy (the loader) nor ours (the frame) was broken.
  expect(seen.violations).toEqual([])
  expect(seen.consoleErrors).toEqual([])
})
