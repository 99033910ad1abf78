import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test'
import * as v from 'valibot'
import { EmbedSnippetSchema, refusalText } from '../../shared/api/embed'
import { E2E } from './env'

// A broadcaster who follows the docs on a page of their own: the snippet exactly as the server
// gives it, on a fresh loopback origin that no channel has registered.

const pages = new Map<string, string>()
let server: Server
let origin = ''

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = pages.get(req.url ?? '')
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body ?? 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A page holding the snippet the server gives for a channel, with text after it. */
function pageWith(path: string, snippet: string) {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>My show</title></head>` +
      `<body><h1>My show</h1>\n${snippet}\n<p id="after">After the store</p></body></html>`,
  )
  return `${origin}${path}`
}

/** Every console error of the page, in order. */
function consoleErrors(page: Page): ConsoleMessage[] {
  const errors: ConsoleMessage[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message)
  })
  return errors
}

async function expectNothingShown(page: Page) {
  const element = page.locator('shoppable-tv')
  await expect(element.locator('iframe')).toHaveCount(0)
  expect(page.frames()).toHaveLength(1)
  // No box at all: the text after the element sits right under the heading.
  expect(await element.evaluate((node) => node.getBoundingClientRect().height)).toBe(0)
  await expect(element).toBeHidden()
}

test('an unregistered page gets no frame, no box, and one console error saying what to do', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/embed/snippet?channelId=wildtv')
  const snippet = v.parse(EmbedSnippetSchema, await res.json())
  expect(snippet.integrity).toMatch(/^sha384-/)
  const url = pageWith('/unregistered.html', snippet.html)
  const errors = consoleErrors(page)
  const said = page.waitForEvent('console', (message) => message.text().startsWith('Shoppable TV:'))
  await page.goto(url)
  const message = await said
  expect(message.text()).toBe(
    refusalText('unregistered', {
      channelId: 'wildtv',
      parentOrigin: origin,
      publicOrigin: E2E.siteOrigin,
    }),
  )
  expect(message.text()).toContain(`${E2E.siteOrigin}/studio/channels/wildtv`)
  await expectNothingShown(page)
  // Ours is the one error the page's scripts write. Chromium adds its own lines: a network
  // line for the check's 403 ("Failed to load resource: … 403"), and, when the frame made
  // beside the check got its answer before the loader removed it, the server's refusal to be
  // framed there (frame-ancestors 'none').
  expect(errors.filter((error) => error.text().startsWith('Shoppable TV:'))).toEqual([message])
  for (const other of errors.filter((error) => error !== message)) {
    if (other.text().startsWith('Failed to load resource')) {
      // The check's, or the refused /embed's: that one Chromium may write from the error page
      // it put in the frame's place, with no reason phrase ("403 ()"). The status is what counts.
      expect(other.text()).toMatch(/^Failed to load resource: .* 403 \((Forbidden)?\)$/)
      expect(other.location().url).toMatch(
        /\/api\/embed\/check\?|\/embed\?|^chrome-error:\/\/chromewebdata\/$/,
      )
    } else {
      expect(other.text()).toMatch(/^Framing '.*' violates .*"frame-ancestors 'none'"/)
    }
  }
})

test('an unknown channel gets its own message', async ({ page, request }) => {
  const res = await request.get('/api/embed/snippet?channelId=wildtv')
  const { html } = v.parse(EmbedSnippetSchema, await res.json())
  const url = pageWith(
    '/unknown.html',
    html.replace('channel-id="wildtv"', 'channel-id="no-such-show"'),
  )
  const said = page.waitForEvent('console', (message) => message.text().startsWith('Shoppable TV:'))
  await page.goto(url)
  expect((await said).text()).toBe(
    refusalText('unknown-channel', {
      channelId: 'no-such-show',
      parentOrigin: origin,
      publicOrigin: E2E.siteOrigin,
    }),
  )
  await expectNothingShown(page)
})
