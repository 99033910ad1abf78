/**
 * What the site's consent banner and the widget's account sidebar agree on (spec §2 'Cookie
 * Settings', 'Reset Cookie Preferences'; spec §9 consent record stored locally).
 */

/** Local storage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'cookieConsent'

/** Window event that reopens the consent banner ('Cookie Settings'). */
export const OPEN_CONSENT_EVENT = 'stv-open-consent'

/** Window event that forgets the decision and asks again ('Reset Cookie Preferences'). */
export const RESET_CONSENT_EVENT = 'stv-reset-consent'

/**
 * Set on `<html>` by CONSENT_EARLY_SCRIPT when a consent record is stored: the prerendered
 * banner is hidden at once for a viewer who has decided, before the page's code reads it.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored'

/**
 * Every site page's first script, inline in its head (allowed by its hash in the site's CSP):
 * the banner is in the prerendered HTML, so a first visit sees it with the page's first paint
 * rather than after the code has loaded (issue 17: it was the phone store's largest paint,
 * 1.8 s after the first); this hides it from a viewer who has a decision stored. Where
 * storage is blocked it does nothing, and the page's code decides as before.
 */
export const CONSENT_EARLY_SCRIPT = `try{localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)},"")}catch(e){}`
