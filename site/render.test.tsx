import { describe, expect, test } from 'vitest'
import { DEFAULT_CHANNEL_ID } from '../shared/channels'
import { PAGE_PATHS, REDIRECTS } from '../shared/routes'
import { renderPage } from './render'

const SITE = 'https://shop.example'

function h1Count(html: string): number {
  return html.match(/<h1[\s>]/g)?.length ?? 0
}

describe('server rendering', () => {
  test('every page path renders its page with status 200 and exactly one h1', () => {
    for (const path of PAGE_PATHS) {
      const page = renderPage(path, SITE)
      expect(page.status, path).toBe(200)
      expect(page.html, path).not.toContain('Page not found')
      expect(h1Count(page.html), path).toBe(1)
      expect(page.head, path).toContain(`<link rel="canonical" href="${SITE}${path}">`)
    }
  })

  test('an unknown path renders the not-found page with status 404', () => {
    const page = renderPage('/no/such/page', SITE)
    expect(page.status).toBe(404)
    expect(page.html).toContain('Page not found')
    expect(page.html).toContain('href="/home"')
  })

  test('a redirect source answers 301 with its target', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(renderPage(from, SITE)).toMatchObject({ status: 301, location: to })
    }
  })

  test('/app is prerendered with the default channel, full view', () => {
    const page = renderPage('/app', SITE)
    expect(page.html).toContain(
      `<shoppable-tv channel-id="${DEFAULT_CHANNEL_ID}" view="full" theme="dark"></shoppable-tv>`,
    )
    expect(page.head).toContain('/widget/0.0.9/shoppable-tv.js')
  })

  test("/app with a query renders as built but for its widget's channel, which the server writes into the built page", () => {
    // What server/site-pages.ts sends for /app?channelId=kbs, so the browser's first render
    // hydrates what it would have drawn itself.
    const built = renderPage('/app', SITE).html
    expect(renderPage('/app?channelId=kbs', SITE).html).toBe(
      built.replace(
        `<shoppable-tv channel-id="${DEFAULT_CHANNEL_ID}"`,
        '<shoppable-tv channel-id="kbs"',
      ),
    )
    // A value that is no channel id leaves the page as built (the server's rule too).
    expect(renderPage('/app?channelId=Not%20one', SITE).html).toBe(built)
  })

  test('says which pages host the widget: exactly those whose head loads its module', () => {
    for (const path of [...PAGE_PATHS, '/no/such/page']) {
      const page = renderPage(path, SITE)
      expect(page.widget, path).toBe(page.head.includes('/shoppable-tv.js"></script>'))
    }
    expect(renderPage('/demo/kbs', SITE).widget).toBe(true)
    expect(renderPage('/app', SITE).widget).toBe(true)
    expect(renderPage('/home', SITE).widget).toBe(false)
  })

  test('a demo page has the stream, the QR code to the store on the site URL, and the widget', () => {
    const { html } = renderPage('/demo/kbs', SITE)
    expect(html).toContain('<h1>KBS</h1>')
    expect(html).toContain('data-testid="stream"')
    expect(html).toContain(`data-testid="qr" data-url="${SITE}/app?channelId=kbs&amp;src=qr"`)
    expect(html).toContain('Scan to shop on your phone')
    expect(html).toContain(
      '<shoppable-tv channel-id="kbs" view="full" theme="dark"></shoppable-tv>',
    )
    expect(html).toContain('class="button qr-phone"')
  })

  test('the layout carries the nav and the build version badge', () => {
    const { html } = renderPage('/home', SITE)
    for (const label of ['Home', 'Demo', 'Docs', 'App']) expect(html).toContain(`>${label}</a>`)
    expect(html).toContain('>v0.0.9</span>')
  })

  test('both sign-in callbacks say Signing In...', () => {
    for (const path of ['/oauth2callback', '/app/oauth2callback']) {
      expect(renderPage(path, SITE).html).toContain('<h1>Signing In...</h1>')
    }
  })
})
