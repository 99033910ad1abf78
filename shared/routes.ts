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

/** Every page path the site renders (redirect sources excluded). */
export const PAGE_PATHS: readonly string[] = [
  '/home',
  '/channels',
  '/brands',
  '/viewers',
  '/app',
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
  '/oauth2callback',
  '/app/oauth2callback',
]

/** The file (under dist/site) that holds the not-found page, served with status 404. */
export const NOT_FOUND_FILE = '404.html'

/** Where the prerendered HTML of a page path is written, relative to dist/site. */
export function pageFile(path: string): string {
  return `${path.replace(/^\/+/, '')}/index.html`
}
