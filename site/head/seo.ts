import { DEMO_CHANNELS, findDemoChannel } from '../../shared/channels'
import { STUDIO_PATH, shellPageFor } from '../../shared/routes'
import { demoPosterUrl } from '../demo/poster'

/** What one page says about itself in the document head. */
export type PageSeo =
  | {
      kind: 'page'
      /** Canonical path of the page, e.g. `/demo/wildtv`. */
      path: string
      title: string
      description: string
      keywords: readonly string[]
      /** The page embeds `<shoppable-tv>`, so its HTML carries the widget script. */
      widget: boolean
      /** A working page, not a destination: `<meta name="robots" content="noindex">`. */
      noindex: boolean
      /**
       * The picture that is the page's largest paint, asked for from the head at high
       * priority (issue 17): the demo stream's poster, which the browser otherwise finds only
       * when it lays out the video, behind the page's scripts. Null on other pages.
       */
      leadPicture: string | null
    }
  | { kind: 'not-found'; title: string; description: string; keywords: readonly string[] }

/** The product name, used in titles, the header and structured data. */
export const SITE_NAME = 'Shoppable TV'

type StaticEntry = Omit<
  Extract<PageSeo, { kind: 'page' }>,
  'kind' | 'path' | 'widget' | 'noindex' | 'leadPicture'
> & {
  widget?: boolean
  noindex?: boolean
}

const COMMON_KEYWORDS = ['shoppable TV', 'live shopping', 'interactive video']

/** One entry per static route of spec §2; demo channel pages are derived from DEMO_CHANNELS. */
const STATIC_SEO: Readonly<Record<string, StaticEntry>> = {
  '/home': {
    title: `${SITE_NAME}: shop what you are watching`,
    description:
      'Scan the QR code beside a live stream and a store of products, tickets and deals matched to what is on screen opens on your phone.',
    keywords: [...COMMON_KEYWORDS, 'QR code shopping', 'second screen', 'FAQ'],
  },
  '/channels': {
    title: `For channels | ${SITE_NAME}`,
    description:
      'Add one script tag to your stream page and show viewers products, tickets and deals matched to your broadcast.',
    keywords: [...COMMON_KEYWORDS, 'broadcaster', 'stream monetisation', 'embeddable widget'],
  },
  '/brands': {
    title: `For brands | ${SITE_NAME}`,
    description:
      'Your products appear next to live streams when your brand is on screen or fits the topic of the programme.',
    keywords: [...COMMON_KEYWORDS, 'brand placement', 'contextual commerce'],
  },
  '/viewers': {
    title: `For viewers | ${SITE_NAME}`,
    description:
      'Scan a QR code while you watch, browse matched products, tickets and deals, and earn points when you sign in.',
    keywords: [...COMMON_KEYWORDS, 'rewards', 'phone store'],
  },
  '/app': {
    title: `Live store | ${SITE_NAME}`,
    description: 'The live phone store: products, tickets and deals matched to what is on air.',
    keywords: [...COMMON_KEYWORDS, 'live store', 'mobile shopping'],
    widget: true,
  },
  '/demo': {
    title: `Demo channels | ${SITE_NAME}`,
    description: `${DEMO_CHANNELS.length} demo channels, each with a stand-in stream, a QR code to the phone store and the live widget.`,
    keywords: [...COMMON_KEYWORDS, 'demo', 'channels'],
  },
  '/intravel-livestore': {
    title: `InTravel live store | ${SITE_NAME}`,
    description:
      'The InTravel Europe live store on our own page: tours, tickets and travel deals matched to what is on air, with sign-in inside the store.',
    keywords: [...COMMON_KEYWORDS, 'InTravel', 'travel', 'live store'],
  },
  '/intravel-redirect': {
    title: `InTravel | ${SITE_NAME}`,
    description:
      'Opens the phone store of your InTravel edition (Europe, UK or US), chosen from your browser language.',
    keywords: [...COMMON_KEYWORDS, 'InTravel', 'travel'],
  },
  '/euronews-travel': {
    title: `Euronews Travel | ${SITE_NAME}`,
    description:
      'What Shoppable TV adds to a travel programme such as Euronews Travel: tours, tickets and deals matched to the places on screen.',
    keywords: [...COMMON_KEYWORDS, 'Euronews Travel', 'travel', 'tours and tickets'],
  },
  '/sandbox': {
    title: `Sandbox | ${SITE_NAME}`,
    description:
      'Try the Shoppable TV widget: pick a channel, view and theme, copy the live snippet, and check the API endpoints with the diagnostics panel.',
    keywords: [...COMMON_KEYWORDS, 'sandbox', 'widget', 'embed snippet', 'diagnostics'],
  },
  '/card-reveal': {
    title: `Card reveal | ${SITE_NAME}`,
    description:
      'How matched products, tickets and deals arrive in the live store: the card reveal animation on real matches, with reduced motion respected.',
    keywords: [...COMMON_KEYWORDS, 'product cards', 'animation'],
  },
  '/docs': {
    title: `Docs: embed the widget | ${SITE_NAME}`,
    description:
      'How to add the <shoppable-tv> element to a stream page: the script tag, its attributes and the channel registration.',
    keywords: [...COMMON_KEYWORDS, 'documentation', 'custom element', 'embed'],
  },
  '/privacy': {
    title: `Privacy | ${SITE_NAME}`,
    description: 'The Shoppable TV privacy policy.',
    keywords: [...COMMON_KEYWORDS, 'privacy'],
  },
  '/terms': {
    title: `Terms | ${SITE_NAME}`,
    description: 'The Shoppable TV terms of service.',
    keywords: [...COMMON_KEYWORDS, 'terms'],
  },
  '/cookies': {
    title: `Cookies | ${SITE_NAME}`,
    description: 'Cookie and browser storage settings of Shoppable TV.',
    keywords: [...COMMON_KEYWORDS, 'cookies'],
  },
  '/studio': {
    title: `Studio | ${SITE_NAME}`,
    description:
      'Where broadcasters run their channels: create a channel, register the sites that show it and copy the snippet that puts the live store on their pages.',
    keywords: [...COMMON_KEYWORDS, 'studio', 'broadcaster', 'channel settings'],
    noindex: true,
  },
  '/oauth2callback': {
    title: `Signing in | ${SITE_NAME}`,
    description: 'Returning from sign-in.',
    keywords: [...COMMON_KEYWORDS],
  },
  '/app/oauth2callback': {
    title: `Signing in | ${SITE_NAME}`,
    description: 'Returning from sign-in.',
    keywords: [...COMMON_KEYWORDS],
  },
}

const NOT_FOUND: PageSeo = {
  kind: 'not-found',
  title: `Page not found | ${SITE_NAME}`,
  description: 'There is no page at this address.',
  keywords: COMMON_KEYWORDS,
}

/** Drops a trailing slash so `/demo/` and `/demo` are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/** The head data of a path (no query, no hash); unknown paths get the not-found entry. */
export function seoFor(pathname: string): PageSeo {
  const path = normalizePath(pathname)
  const entry = STATIC_SEO[path]
  if (entry) {
    return { kind: 'page', path, widget: false, noindex: false, leadPicture: null, ...entry }
  }
  if (shellPageFor(path) === STUDIO_PATH) {
    return {
      kind: 'page',
      path,
      title: `Channel | Studio | ${SITE_NAME}`,
      description: 'One of your channels in the Studio: embedding, settings, members and key.',
      keywords: [...COMMON_KEYWORDS, 'studio', 'channel'],
      widget: false,
      noindex: true,
      leadPicture: null,
    }
  }
  const demoId = /^\/demo\/([^/]+)$/.exec(path)?.[1]
  const channel = demoId ? findDemoChannel(demoId) : undefined
  if (channel) {
    return {
      kind: 'page',
      path,
      title: `${channel.name} live demo | ${SITE_NAME}`,
      description: `${channel.description} Watch the stand-in stream and shop what is on air.`,
      keywords: [...COMMON_KEYWORDS, channel.name, channel.topic],
      widget: true,
      noindex: false,
      leadPicture: demoPosterUrl(channel.topic),
    }
  }
  return NOT_FOUND
}
