import { fileURLToPath } from 'node:url'
import { expect, type Frame, type Page, type Request, test } from '@playwright/test'
import { readEarlyScripts } from '../../server/early-scripts'
import { DRAWN_PICTURE_WAIT_MS, WIDGET_MODULE_TAGS } from '../../server/embed-first-screen'
import { DEFAULT_API_PATH, specPaths } from '../../shared/api/paths'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { cardGaps, embedFrame, isEmbedUrl, rewriteEmbed, WATCH_CARD_GAPS } from '../frames'
import { E2E } from './env'
import { answerPartnerShops } from './site'
import { allowingThirdPartyStorage } from './third-party-storage'

// Issue 17: /embed carries the widget's first screen, drawn by the server as a declarative
// shadow root (server/embed-first-screen.ts), so a broadcaster's frame shows its first card
// before the widget's module has come. The module replaces it in the task that defines the
// element; these tests hold the module back to see the drawn screen, and compare it with the
// module's first render, so the two cannot drift apart.

const MODULE = '**/widget/*/shoppable-tv.js'
const DRAWN_END = '<span class="drawn-end"></span>'
const CARD = '.live-list > .card'
/** The script tag that starts the module beside a drawn screen, as the build wrote it. */
const START_TAG = WIDGET_MODULE_TAGS.start(
  readEarlyScripts(fileURLToPath(new URL('../../dist', import.meta.url)))?.startWidget.script ??
    'not built',
)

// Runs in the embed frame: keeps the element's shadow root as the first frame after the module
// has defined the element draws it (the render and the session's start, both done before that
// frame). A string, so the bundler's helpers never reach the page.
const KEEP_FIRST_RENDER = `(() => {
  if (location.pathname !== '/embed') return
  const define = customElements.define.bind(customElements)
  customElements.define = (name, constructor, options) => {
    define(name, constructor, options)
    if (name !== 'shoppable-tv') return
    requestAnimationFrame(() => {
      window.__stvFirstRender = document.querySelector('shoppable-tv')?.shadowRoot?.innerHTML ?? null
    })
  }
})()`

type Watched = Window & { __stvFirstRender?: string | null }

/**
 * Holds back the requests to `url` that `held` picks (all of them by default) until the returned
 * function is called.
 */
async function holdBack(
  page: Page,
  url: string,
  held: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    if (held(route.request())) await released
    await route.fallback()
  })
  return release
}

/** Holds the widget's module back until the returned function is called. */
const holdModule = (page: Page) => holdBack(page, MODULE)

/** Holds the frame's pictures back until the returned function is called. */
const holdPictures = (page: Page) =>
  holdBack(
    page,
    '**/*',
    (request) => request.resourceType() === 'image' && request.frame().url().includes('/embed'),
  )

/**
 * The shadow root's markup as both draw it: without the stylesheet (the drawn one carries it
 * inline, the module adopts it), `inert` and the root's last, empty element (drawn only), the
 * places the module writes by script (`style`) and the last match time (the viewer's clock, which
 * the server does not know).
 */
function comparable(html: string): string {
  return html
    .replace(/^<style>[\s\S]*?<\/style>/, '')
    .replace(/ inert=""/g, '')
    .replace(DRAWN_END, '')
    .replace(/ style="[^"]*"/g, '')
    .replace(/<span class="last">[^<]*<\/span>/, '')
}

const shadowHtml = (frame: Frame) =>
  frame.evaluate(() => document.querySelector('shoppable-tv')?.shadowRoot?.innerHTML ?? '')

/** The shadow root's markup in the first frame the module drew (KEEP_FIRST_RENDER), once it has. */
async function moduleFirstRender(frame: Frame): Promise<string> {
  const kept = () => frame.evaluate(() => (window as Watched).__stvFirstRender ?? null)
  await expect.poll(kept).not.toBeNull()
  return (await kept()) ?? ''
}

/** Whether the widget's module has run and defined its element. */
const moduleDefined = (frame: Frame) =>
  frame.evaluate(() => customElements.get('shoppable-tv') !== undefined)

/** Gives `/embed` without `piece`, which the server's page must have had. */
const cutFromEmbed = (page: Page, piece: string) =>
  rewriteEmbed(page, (html) => {
    expect(html).toContain(piece)
    return html.replace(piece, '')
  })

test.beforeEach(async ({ context }) => {
  await answerPartnerShops(context)
})

test('a broadcaster’s frame shows its first card, styled and inert, before the widget’s module has come; the module then draws the same screen with no frame left without a card', async ({
  page,
}) => {
  await page.addInitScript(KEEP_FIRST_RENDER)
  await page.addInitScript(WATCH_CARD_GAPS)
  const release = await holdModule(page)
  // Not until "load": that waits for the frame's module, held here.
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  const card = frame.locator(CARD).first()
  await expect(card.locator('.card-title')).toBeVisible()
  // Signed out: the account bar's button says so once the page's script has looked.
  await expect(frame.locator('shoppable-tv .acct-open')).toBeVisible()
  await expect(frame.locator('shoppable-tv .acct-open')).toHaveText('Sign in')
  // The drawn stylesheet applies (the page's CSP allows it by hash): the card is placed as the
  // Live list places its cards, and the screen answers nothing until the module runs.
  expect(await card.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
  await expect(frame.locator('shoppable-tv .root')).toHaveAttribute('inert', '')
  expect(await frame.evaluate(() => customElements.get('shoppable-tv'))).toBeUndefined()
  const drawn = await shadowHtml(frame)

  release()
  expect(comparable(await moduleFirstRender(frame))).toBe(comparable(drawn))
  await expect(frame.locator('shoppable-tv .root')).not.toHaveAttribute('inert', '')
  // The queue goes on from the drawn card: more come below it (at once, a warm server's pictures
  // fill the first screen faster than a locator's polls, which missed two once).
  await expect.poll(() => frame.locator(CARD).count()).toBeGreaterThanOrEqual(2)
  expect(await cardGaps(frame)).toBe(0)
})

test('a drawn screen the parser has not reached the end of shows nothing, so nothing in it can move as the rest comes', async ({
  page,
}) => {
  // Chromium may paint while it parses the drawn markup; here the markup's last element never
  // comes, as if every frame were painted before it.
  await holdModule(page)
  await cutFromEmbed(page, DRAWN_END)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  const title = frame.locator(CARD).first().locator('.card-title')
  await expect(title).toBeAttached()
  await expect(title).toBeHidden()
  await expect(frame.locator('shoppable-tv .acct-open')).toBeHidden()
  expect(
    await frame
      .locator('shoppable-tv .root')
      .evaluate((element) => getComputedStyle(element).visibility),
  ).toBe('hidden')
})

test('until the page’s script has looked for a stored session, the drawn account bar’s button is hidden, its space kept', async ({
  page,
}) => {
  await cutFromEmbed(page, START_TAG)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  await expect(frame.locator(CARD).first().locator('.card-title')).toBeVisible()
  const account = frame.locator('shoppable-tv .acct-open')
  await expect(account).toBeHidden()
  expect(
    await account.evaluate((element) => element.getBoundingClientRect().width),
  ).toBeGreaterThan(0)
})

test('a returning viewer’s drawn account bar says what the module’s first render says while the stored session loads, never “Sign in”', async () => {
  // A frame keeps a session across loads only where the browser allows it storage.
  const browser = await allowingThirdPartyStorage()
  try {
    const page = await browser.context.newPage()
    await page.addInitScript(KEEP_FIRST_RENDER)
    await page.addInitScript((key) => {
      if (location.pathname === '/embed') localStorage.setItem(key, 'a-stored-session')
    }, AUTH_TOKEN_KEY)
    const release = await holdModule(page)
    // The session's check stays unanswered, so the module's first render is still loading it.
    await holdBack(page, `**${DEFAULT_API_PATH}${specPaths.userDetails}`)
    await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
    const frame = await embedFrame(page)
    const account = frame.locator('shoppable-tv .acct-open')
    await expect(account).toBeVisible()
    await expect(account).toHaveText('Account')
    const drawn = await shadowHtml(frame)

    release()
    expect(comparable(await moduleFirstRender(frame))).toBe(comparable(drawn))
  } finally {
    await browser.close()
  }
})

test('a store view’s frames, which have no account bar, get a drawn screen and their module takes over', async ({
  page,
}) => {
  // Two frames, view="store", no time source: the start script finds no account button to settle.
  const pages: string[] = []
  await rewriteEmbed(page, (html) => {
    pages.push(html)
    return html
  })
  await page.goto(`${E2E.demoHostsOrigin}/two.html`, { waitUntil: 'domcontentloaded' })
  const embeds = () => page.frames().filter((frame) => isEmbedUrl(frame.url()))
  await expect.poll(() => embeds().length).toBe(2)
  expect(pages).toHaveLength(2)
  for (const html of pages) {
    expect(html).toContain('<template shadowrootmode="open">')
    expect(html).toContain(START_TAG)
    expect(html).not.toContain('class="acct-bar"')
  }
  for (const frame of embeds()) {
    await expect.poll(() => moduleDefined(frame)).toBe(true)
    await expect(frame.locator('shoppable-tv .root')).toHaveAttribute('data-view', 'store')
    await expect(frame.locator('shoppable-tv .root')).not.toHaveAttribute('inert', '')
    await expect(frame.locator(CARD).first().locator('.card-title')).toBeVisible()
    await expect(frame.locator('shoppable-tv .acct-open')).toHaveCount(0)
  }
})

test('a frame whose element has a time source draws nothing: its first card waits for the host page’s picture', async ({
  page,
}) => {
  // The broadcaster's player, there before the loader runs: every element has a time source.
  await page.addInitScript(() => {
    if (window.top !== window) return
    Object.defineProperty(HTMLElement.prototype, 'timeSource', {
      configurable: true,
      get: () => () => Date.now(),
    })
  })
  const embedHtml = new Promise<string>((resolve) => {
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/embed') resolve(await response.text())
    })
  })
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const html = await embedHtml
  expect(html).toContain('data-stv-feed')
  expect(html).not.toContain('shadowrootmode')
  // The widget still shows its first card, once it has the picture.
  await expect((await embedFrame(page)).locator(CARD).first()).toBeVisible()
})

/**
 * Holds the page's timers (every frame's): they fire only as the test runs the clock. Installed
 * alone, Playwright's clock runs on in real time.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
}

/** Resolves once the widget's module has been fetched. */
function moduleFetched(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (/\/widget\/[^/]+\/shoppable-tv\.js$/.test(request.url())) resolve()
    })
  })
}

const nextFrames = (frame: Frame) =>
  frame.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

test('a module that comes before the drawn card’s picture waits for it, so its first render shows that card too: no frame without a card', async ({
  page,
}) => {
  await page.addInitScript(WATCH_CARD_GAPS)
  const release = await holdPictures(page)
  const fetched = moduleFetched(page)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  await expect(frame.locator(CARD).first().locator('.card-title')).toBeVisible()
  await fetched
  await nextFrames(frame)
  expect(await frame.evaluate(() => customElements.get('shoppable-tv'))).toBeUndefined()

  release()
  await expect.poll(() => moduleDefined(frame)).toBe(true)
  await expect(frame.locator('shoppable-tv .root')).not.toHaveAttribute('inert', '')
  expect(await cardGaps(frame)).toBe(0)
})

test('a drawn card whose picture never comes holds the module back a few seconds at most', async ({
  page,
}) => {
  await pauseClock(page)
  await holdPictures(page)
  const fetched = moduleFetched(page)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  await expect(frame.locator(CARD).first().locator('.card-title')).toBeVisible()
  await fetched
  expect(await frame.evaluate(() => customElements.get('shoppable-tv'))).toBeUndefined()
  await page.clock.runFor(DRAWN_PICTURE_WAIT_MS)
  await expect.poll(() => moduleDefined(frame)).toBe(true)
  await expect(frame.locator('shoppable-tv .root')).not.toHaveAttribute('inert', '')
})

test('a drawn card whose picture fails starts the module at once, which drops that card (spec §5) and shows the next', async ({
  page,
}) => {
  // The page's timers are held, so only the picture's failure can start the module.
  await pauseClock(page)
  const broken = { src: '' }
  await rewriteEmbed(page, (html) => {
    broken.src = /<img class="card-img" src="([^"]+)"/.exec(html)?.[1] ?? ''
    return html
  })
  // It fails once the module has come: the start script is waiting for it by then.
  const fetched = moduleFetched(page)
  await page.route('**/*', async (route) => {
    if (!broken.src || route.request().url() !== broken.src) return route.fallback()
    await fetched
    await route.abort()
  })
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`, { waitUntil: 'domcontentloaded' })
  const frame = await embedFrame(page)
  await expect.poll(() => moduleDefined(frame)).toBe(true)
  expect(broken.src).not.toBe('')
  await page.clock.runFor(5_000)
  await expect(frame.locator(CARD).first().locator('.card-img')).toBeVisible()
  await expect(frame.locator(`${CARD} .card-img[src="${broken.src}"]`)).toHaveCount(0)
})
