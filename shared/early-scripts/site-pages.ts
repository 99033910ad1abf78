import { SIGN_IN_CALLBACK_PAGES } from '../auth-keys'
import { APP_PATH } from '../routes'
import type { EarlyScriptName } from './manifest'

/** The early scripts one site page runs inline: `head` first in its head, `bodyEnd` last in its body. */
export type SitePageScripts = { head: EarlyScriptName[]; bodyEnd: EarlyScriptName[] }

/**
 * Which early scripts a site page runs, by its path (the prerender writes them, the server's
 * CSP allows them by hash): every page first the one that hides the prerendered consent banner
 * from a viewer who has decided; the sign-in return pages, before it, the one that takes the
 * token out of the address; /app, once its body is parsed, the one that gives the widget a
 * stored channel.
 */
export function sitePageScripts(path: string): SitePageScripts {
  return {
    head: SIGN_IN_CALLBACK_PAGES.includes(path) ? ['signInCallback', 'consent'] : ['consent'],
    bodyEnd: path === APP_PATH ? ['storeChannel'] : [],
  }
}
