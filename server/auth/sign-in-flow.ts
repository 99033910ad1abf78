// The two legs of the OpenID Connect authorization-code flow with PKCE: sending the viewer
// to the provider, and taking them back (code exchange, ID token, user, session).
import type { Context } from 'hono'
import * as oidc from 'openid-client'
import * as v from 'valibot'
import { HANDOFF_CHALLENGE_PATTERN } from '../../shared/api/handoff'
import {
  CREDENTIAL_PARAM,
  HANDOFF_CHALLENGE_PARAM,
  HANDOFF_FRAGMENT_KEY,
} from '../../shared/api/paths'
import { ANY_CHANNEL_ID_PATTERN } from '../../shared/api/studio'
import { findLiveChannel } from '../channels'
import type { AppDeps } from '../deps'
import { messagePage, PAGE_HEADERS } from '../http/html'
import { countEvent } from '../insights'
import { callbackUrl } from './addresses'
import {
  allowedRedirectUri,
  allowedReturnTo,
  consumeAttempt,
  type SignInAttempt,
  saveAttempt,
} from './attempts'
import { bindBrowser, takeBrowserBinding } from './browser-binding'
import { createHandoffCode } from './handoff'
import { identityFromClaims, SIGN_IN_SCOPES, signInClient } from './oidc-client'
import { returnSitePage } from './return-site-page'
import { createSession, upsertUser } from './sessions'

/** Words every refused return address page contains. */
export const NOT_ALLOWED_RETURN = 'not an allowed return address'

const CHANNEL_ID = v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN))
const STATE = /^[A-Za-z0-9_-]{16,128}$/
const ERROR_CODE = /^[a-z_]{1,64}$/

type Link = { href: string; text: string }

/** Where a cross-site frame's sign-in returns: the broadcaster's page and the frame's challenge. */
type FrameReturn = { returnTo: string; handoffChallenge: string }

/**
 * The fields only a frame's sign-in sends. `channelId` alone is not one: our own pages name
 * the channel they show, whose insights count the sign-in; nothing is sent to it.
 */
const FRAME_FIELDS = ['returnTo', HANDOFF_CHALLENGE_PARAM] as const

/** Why a sign-in naming a channel that is not a live one was refused. */
export const UNKNOWN_CHANNEL =
  'This sign-in names a channel that is not on Shoppable TV. Please start signing in again from the channel’s page.'

/** Why a sign-in for a broadcaster's page was refused anywhere but from our frame. */
export const FRAME_ONLY =
  'A sign-in for a broadcaster’s page starts only from the Shoppable TV widget on that page. Please use its Sign in button.'

/** Why a sign-in return that reached another browser than the one that started it was refused. */
export const OTHER_BROWSER =
  'This sign-in was started in another browser or window, so it cannot finish here. Please start signing in again.'

/** Not in the spec: the largest frame sign-in form read (its four fields fit well within it). */
const MAX_FORM_BYTES = 8 * 1024

/** The form of a frame's sign-in, or null when it is no such form. */
async function readForm(c: Context): Promise<URLSearchParams | null> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return null
  const text = await c.req.text()
  return text.length > MAX_FORM_BYTES ? null : new URLSearchParams(text)
}

/**
 * Whether a browser says the request comes from a page of our own origins: its Origin header
 * (every browser sends one with a form POST) and, where sent, Sec-Fetch-Site.
 */
function startedByOwnPage(c: Context, ownOrigins: ReadonlySet<string>): boolean {
  const origin = c.req.header('origin')
  const site = c.req.header('sec-fetch-site')
  return (
    origin !== undefined && ownOrigins.has(origin) && (site === undefined || site === 'same-origin')
  )
}

function page(
  c: Context,
  status: 200 | 400 | 403 | 502 | 503,
  title: string,
  message: string,
  link?: Link,
) {
  return c.body(messagePage({ title, message, ...(link ? { link } : {}) }), status, PAGE_HEADERS)
}

function redirect(c: Context, location: string) {
  return c.body(null, 302, {
    Location: location,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  })
}

/** A parameter's one value; a repeated or absent parameter counts as missing. */
function onlyValue(values: readonly string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0] : undefined
}

/** One value of a query parameter; a repeated parameter counts as missing. */
function single(c: Context, name: string): string | undefined {
  return onlyValue(c.req.queries(name))
}

/** Where a viewer whose sign-in failed can go back to. */
function backLink(attempt: SignInAttempt | null, deps: AppDeps): Link {
  if (attempt?.returnTo) return { href: attempt.returnTo, text: 'Back to the page you came from' }
  if (attempt) {
    const url = new URL(attempt.redirectUri)
    const onApp = url.pathname.startsWith('/app/')
    return { href: `${url.origin}${onApp ? '/app' : '/'}`, text: 'Back to Shoppable TV' }
  }
  return { href: `${deps.config.publicOrigin}/app`, text: 'Back to Shoppable TV' }
}

/** The sign-in handlers, sharing one discovered client configuration. */
export function signInFlow(deps: AppDeps, ownOrigins: ReadonlySet<string>) {
  const client = signInClient(deps)

  /** Keeps the attempt, bound to this browser, and gives the provider's address; or an error page. */
  async function begin(
    c: Context,
    redirectUri: string,
    channelId: string | null,
    frame: FrameReturn | null,
  ): Promise<{ ok: true; url: string } | { ok: false; page: Response }> {
    let config: oidc.Configuration
    try {
      config = await client()
    } catch (error) {
      console.error('Sign-in provider discovery failed', error)
      return {
        ok: false,
        page: page(
          c,
          503,
          'Sign-in unavailable',
          'The sign-in provider cannot be reached just now. Please try again in a minute.',
        ),
      }
    }
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    await saveAttempt(
      deps.db,
      {
        state,
        nonce,
        codeVerifier,
        redirectUri,
        returnTo: frame?.returnTo ?? null,
        channelId,
        handoffChallenge: frame?.handoffChallenge ?? null,
        bindingHash: bindBrowser(c, deps.config, state),
      },
      deps.now(),
    )
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(deps.config),
      scope: SIGN_IN_SCOPES,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    return { ok: true, url: url.href }
  }

  function refusedRedirectUri(c: Context, raw: string | undefined) {
    return page(
      c,
      400,
      'Sign-in refused',
      `${raw ? `"${raw.slice(0, 200)}" is ${NOT_ALLOWED_RETURN}` : `A missing redirectUri is ${NOT_ALLOWED_RETURN}`}: sign-in returns only to /app/oauth2callback or /oauth2callback on this site.`,
    )
  }

  /**
   * `GET /auth_google/google` (spec §7): sign-in that returns to our own site's callback page,
   * with the live channel the page shows, if any (`channelId`, not in the spec), whose insights
   * count it once it completes. A sign-in for a broadcaster's page never starts here: a link
   * can be made by anyone.
   */
  async function start(c: Context) {
    const raw = single(c, 'redirectUri')
    const redirectUri = allowedRedirectUri(raw, ownOrigins)
    if (!redirectUri) return refusedRedirectUri(c, raw)
    if (FRAME_FIELDS.some((name) => c.req.query(name) !== undefined)) {
      return page(c, 400, 'Sign-in refused', FRAME_ONLY)
    }
    let channelId: string | null = null
    if (c.req.query('channelId') !== undefined) {
      const named = v.safeParse(CHANNEL_ID, single(c, 'channelId'))
      const channel = named.success ? await findLiveChannel(deps.db, named.output) : undefined
      if (!channel) return page(c, 400, 'Sign-in refused', UNKNOWN_CHANNEL)
      channelId = channel.id
    }
    const begun = await begin(c, redirectUri, channelId, null)
    return begun.ok ? redirect(c, begun.url) : begun.page
  }

  /**
   * `POST /auth_google/google`: sign-in from our cross-site frame, which submits this form to
   * the top window itself. The browser names the frame's origin (ours) as the form's origin, a
   * thing no link and no other site can do; the page then names the site the viewer returns to.
   */
  async function startFromFrame(c: Context) {
    if (!startedByOwnPage(c, ownOrigins)) return page(c, 403, 'Sign-in refused', FRAME_ONLY)
    const form = await readForm(c)
    if (!form) return page(c, 400, 'Sign-in refused', FRAME_ONLY)
    const one = (name: string) => onlyValue(form.getAll(name))
    const raw = one('redirectUri')
    const redirectUri = allowedRedirectUri(raw, ownOrigins)
    if (!redirectUri) return refusedRedirectUri(c, raw)
    const channel = v.safeParse(CHANNEL_ID, one('channelId'))
    const returnTo = channel.success
      ? await allowedReturnTo(deps.db, one('returnTo'), channel.output)
      : null
    if (!channel.success || !returnTo) {
      return page(
        c,
        400,
        'Sign-in refused',
        `The page to return to is ${NOT_ALLOWED_RETURN}: it must be a web page on an origin registered and verified for the channel.`,
      )
    }
    const challenge = one(HANDOFF_CHALLENGE_PARAM)
    if (!challenge || !HANDOFF_CHALLENGE_PATTERN.test(challenge)) {
      return page(
        c,
        400,
        'Sign-in refused',
        `A sign-in from a frame needs ${HANDOFF_CHALLENGE_PARAM}, the S256 challenge of a verifier the frame keeps (43 base64url characters).`,
      )
    }
    const begun = await begin(c, redirectUri, channel.output, {
      returnTo,
      handoffChallenge: challenge,
    })
    if (!begun.ok) return begun.page
    return c.body(returnSitePage(returnTo, begun.url), 200, PAGE_HEADERS)
  }

  /** `GET /auth_google/callback`: the provider sends the viewer back here, once per attempt. */
  async function callback(c: Context) {
    const query = new URL(c.req.url).searchParams
    const state = query.get('state')
    if (!state || !STATE.test(state)) {
      return page(
        c,
        400,
        'Sign-in not completed',
        'This sign-in return has no valid state. Please start signing in again.',
        backLink(null, deps),
      )
    }
    const binding = takeBrowserBinding(c, deps.config, state)
    const attempt = await consumeAttempt(deps.db, state, deps.now())
    if (!attempt) {
      return page(
        c,
        400,
        'Sign-in not completed',
        'This sign-in link is unknown, has expired or was already used. Please start signing in again.',
        backLink(null, deps),
      )
    }
    const back = backLink(attempt, deps)
    if (binding !== attempt.bindingHash) {
      // Used up all the same: a forwarded sign-in page must not work in a second browser either.
      return page(c, 400, 'Sign-in not completed', OTHER_BROWSER, back)
    }
    const error = query.get('error')
    if (error !== null) {
      const message =
        error === 'access_denied'
          ? 'The sign-in was cancelled or refused, so you are not signed in.'
          : `The sign-in provider could not sign you in${ERROR_CODE.test(error) ? ` (${error})` : ''}.`
      return page(c, 400, 'Sign-in not completed', message, back)
    }

    let claims: oidc.IDToken | undefined
    try {
      const config = await client()
      const current = new URL(callbackUrl(deps.config))
      current.search = query.toString()
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        expectedState: state,
        expectedNonce: attempt.nonce,
        pkceCodeVerifier: attempt.codeVerifier,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      const refused =
        error instanceof oidc.ResponseBodyError ||
        error instanceof oidc.AuthorizationResponseError ||
        error instanceof oidc.ClientError
      if (!refused) {
        console.error('Sign-in code exchange failed', error)
        return page(
          c,
          502,
          'Sign-in not completed',
          'The sign-in provider could not be reached. Please try again.',
          back,
        )
      }
      return page(
        c,
        400,
        'Sign-in not completed',
        'The sign-in provider did not confirm this sign-in. Please start signing in again.',
        back,
      )
    }
    const identity = claims
      ? identityFromClaims(claims)
      : { ok: false as const, reason: 'The sign-in provider sent no ID token.' }
    if (!identity.ok) return page(c, 400, 'Sign-in not completed', identity.reason, back)

    const now = deps.now()
    const user = await upsertUser(deps.db, identity.identity, now)
    const { returnTo, handoffChallenge, channelId } = attempt
    // The sign-in is complete here: the channel it started on counts it, with what it hands on.
    const to = await deps.db.transaction(async (tx) => {
      if (channelId) await countEvent(tx, channelId, 'signIns', now)
      if (returnTo && handoffChallenge) {
        // A cross-site frame: the broadcaster's page gets a one-time code, never the token, and
        // the code is worth nothing without the verifier the frame kept.
        const { code } = await createHandoffCode(tx, user.id, handoffChallenge, now)
        const url = new URL(returnTo)
        url.hash = `${HANDOFF_FRAGMENT_KEY}=${code}`
        return url
      }
      const { token } = await createSession(tx, user.id, now)
      const url = new URL(attempt.redirectUri)
      url.searchParams.set(CREDENTIAL_PARAM, token)
      return url
    })
    return redirect(c, to.href)
  }

  return { start, startFromFrame, callback }
}
