import { DEMO_CHANNELS } from './channels'

/**
 * The site's routes of spec §2, shared by the site (which prerenders each page) and the
 * server (which serves the prerendered HTML, answers redirects and 404s).
 */

/** Permanent aliases: path → where it redirects (spec §2). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  '/for-channels': '/channels',
  '/for-brands': '/brands',
  '/for-viewers': '/viewers',
  '/privacy-policy': '/privacy',
  '/terms-and-services': '/terms',
  '/cookie-settings': '/cookies',
}

/**
 * The phone store's page. Unlike the others it is a document of its own in the browser:
 * prerendered into site/app.html, with a script that carries no router (issue 17), so the
 * site's links to it load it as a new page.
 */
export const APP_PATH = '/app'

/** Every page path the site renders (redirect sources excluded). */
export const PAGE_PATHS: readonly string[] = [
  '/home',
  '/channels',
  '/brands',
  '/viewers',
  APP_PATH,
  '/demo',
  ...DEMO_CHANNELS.map((channel) => `/demo/${channel.id}`),
  '/intravel-livestore',
  '/intravel-redirect',
  '/euronews-travel',
  '/sandbox',
  '/card-reveal',
  '/docs',
  '/privacy',
  '/terms',
  '/cookies',
  '/studio',
  '/oauth2callback',
  '/app/oauth2callback',
]

/** The Studio's page of one channel: one path per channel, so it is not prerendered per id. */
export const STUDIO_CHANNEL_ROUTE = '/studio/channels/:channelId'

/** The Studio's home, whose prerendered shell also serves every `/studio/channels/{id}`. */
export const STUDIO_PATH = '/studio'

const STUDIO_CHANNEL_PATH = /^\/studio\/channels\/[^/]+$/

/**
 * The prerendered page that answers `path` when it is a page the prerender cannot list (a
 * Studio channel page gets the Studio's shell, which the client router then fills in); null
 * for any other path.
 */
export function shellPageFor(path: string): string | null {
  return STUDIO_CHANNEL_PATH.test(path) ? STUDIO_PATH : null
}

/** The file (under dist/site) that holds the not-found page, served with status 404. */
export const NOT_FOUND_FILE = '404.html'

/** Where the prerendered HTML of a page path is written, relative to dist/site. */
export function pageFile(path: string): string {
  return `${path.replace(/^\/+/, '')}/index.html`
}

/**
 * The origin the build prerenders the site's pages for (canonical links, Open Graph URLs,
 * JSON-LD, QR codes, sitemap.xml, robots.txt): what `npm start` serves. A server on another
 * PUBLIC_ORIGIN renders them again for its own (server/site-origin).
 */
export const PRERENDER_ORIGIN = 'http://localhost:8080'
