import type { ComponentType } from 'react'
import { STUDIO_CHANNEL_ROUTE } from '../shared/routes'
import {
  DemoIndexPage,
  HomePage,
  IntravelLivestorePage,
  IntravelRedirectPage,
  SignInCallbackPage,
} from './pages'

/** Pages inside the site layout, by route path (spec §2); `/demo/:channelId` covers the 12 demo pages. */
export type PageTable = Readonly<Record<string, ComponentType>>

/** The pages in the main bundle: what most visits need, so they render at once. */
export const MAIN_PAGES: PageTable = {
  '/home': HomePage,
  '/demo': DemoIndexPage,
  '/intravel-livestore': IntravelLivestorePage,
  '/intravel-redirect': IntravelRedirectPage,
  '/oauth2callback': SignInCallbackPage,
  '/app/oauth2callback': SignInCallbackPage,
}

/**
 * Route paths whose pages the browser loads as separate chunks, on first visit: the audience
 * pages (their copy and drawings), the demo
 * channel and travel pages (the QR code and on-air screen stay off the marketing pages),
 * long reading (docs, legal), the developer tools and the Studio (whose channel pages are not
 * prerendered: the server answers them with the /studio shell). client-pages.tsx loads them in
 * groups, one `pages/*Pages.ts` module (and chunk) per group.
 */
export const SPLIT_PAGE_PATHS = [
  '/channels',
  '/brands',
  '/viewers',
  '/demo/:channelId',
  '/euronews-travel',
  '/docs',
  '/privacy',
  '/terms',
  '/cookies',
  '/sandbox',
  '/card-reveal',
  '/studio',
  STUDIO_CHANNEL_ROUTE,
] as const
