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
 * Set on `<html>` by every site page's first script (shared/early-scripts/consent.ts) when a
 * consent record is stored: the prerendered banner is hidden at once for a viewer who has
 * decided, before the page's code reads it.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored'
