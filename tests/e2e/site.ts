import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../shared/consent'
import { LIVE_POLL_COUNT } from '../../shared/constants'
import { REJECT_ALL, serializeConsent } from '../../site/consent/consent'
import { ONBOARDING_SKIPPED_KEY } from '../../site/onboarding/store'

/** Marks the tutorial as skipped before any page script runs (it would open over the page). */
export async function skipOnboarding(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), ONBOARDING_SKIPPED_KEY)
}

/**
 * Stores a consent decision (reject all) before any page script runs, as on a return visit:
 * the cookie banner stays closed, and the tutorial, which waits for a decision, may open.
 */
export async function answerConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    serializeConsent(REJECT_ALL, new Date()),
  ] as const)
}

/** Waits until the site's code (React; on /app, Preact) has hydrated the prerendered page (`<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** The head facts the route tests compare. */
export type HeadSnapshot = {
  title: string
  canonical: string | null
  robots: string | null
  meta: Record<string, string>
  jsonLd: string[]
}

// Runs in the browser, on the live document or on server HTML parsed with DOMParser.
const READ_HEAD = `(document) => {
  const meta = {}
  for (const tag of document.head.querySelectorAll('meta[property], meta[name]')) {
    meta[tag.getAttribute('property') ?? tag.getAttribute('name')] = tag.getAttribute('content') ?? ''
  }
  return {
    title: document.title,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta.robots ?? null,
    meta,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  }
}`

/** The head of the page as it is now, after scripts. */
export function liveHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(`(${READ_HEAD})(document)`)
}

/** The head of HTML as the server sent it, parsed without running any of its scripts. */
export function serverHead(page: Page, html: string): Promise<HeadSnapshot> {
  return page.evaluate(
    `(${READ_HEAD})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  )
}

/**
 * Answers every page of the demo catalog's partner shops (`https://….example/`, where the
 * seeded products link) with an empty page, so a test that opens a product's link never
 * leaves the machine.
 */
export async function answerPartnerShops(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  )
}

/**
 * Holds a live list still for a test that follows one card: the channel's live stream and
 * its polls are refused, so after the first screen the cards change only through the viewer
 * (a demo channel's show goes on, and its newest card would otherwise fall off the list).
 */
export async function holdLiveFeed(page: Page): Promise<void> {
  await page.route(`**/api/live/**`, (route) => route.abort())
  await page.route(`**/api/product_search/recent_products/*/${LIVE_POLL_COUNT}`, (route) =>
    route.abort(),
  )
}
