/**
 * What the widget's auth store and the site's sign-in callback page agree on (spec §3
 * browser storage keys and browser events, §4 "Sign-in flow").
 */

/** Local storage key of the session token. */
export const AUTH_TOKEN_KEY = 'authToken'

/** Local storage key of the path and query where sign-in began. */
export const AUTH_REDIRECT_PATH_KEY = 'authRedirectPath'

/** Local storage flag ('true'): the sign-in began in a frame of one of our own pages (spec §3). */
export const AUTH_FROM_IFRAME_KEY = 'authFromIframe'

/** Local storage key of that frame's parent page URL, returned to after sign-in (spec §3, §4). */
export const AUTH_PARENT_URL_KEY = 'authParentUrl'

/** The site page the identity provider's round trip returns to (redirectUri's path). */
export const SIGN_IN_CALLBACK_PATH = '/app/oauth2callback'

/** Window events of spec §3 about the viewer's session. */
export const AUTH_EVENTS = {
  /** Emitted on a successful sign-in; detail `{ user, token }`. */
  authenticated: 'auth-user-authenticated',
  /** Emitted beside `authenticated`, announcing the login; detail `{ user }`. */
  login: 'user-login',
  /** Listened to: someone else signed the viewer in; detail `{ user, token }`. */
  externalLogin: 'auth-user-login',
  /** Listened to: someone else signed the viewer out. */
  externalLogout: 'auth-user-logout',
  /** Emitted when a logout has finished. */
  logoutCompleted: 'auth-logout-completed',
} as const

/**
 * Both sign-in return pages of spec §2: each gets the early strip script
 * (shared/early-scripts/sign-in-callback.ts).
 */
export const SIGN_IN_CALLBACK_PAGES: readonly string[] = ['/oauth2callback', SIGN_IN_CALLBACK_PATH]

/** Session storage key the early strip script hands the session token over in, for one read. */
export const CREDENTIAL_HANDOVER_KEY = 'stv-credential'
