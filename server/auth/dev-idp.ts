// The built-in development identity provider: a real OpenID Connect provider
// (oidc-provider) on the server's own origin, used only when Google is not configured.
// Authorization code flow with PKCE. Everything it keeps is in the database
// (dev-idp-store.ts), so a sign-in may hop between instances behind a load balancer.
import { createHash } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import Provider, { type Configuration, errors, interactionPolicy } from 'oidc-provider'
import type { Config } from '../config'
import type { Db } from '../db'
import { messagePage, PAGE_HEADERS } from '../http/html'
import { hstsFor } from '../http/security-headers'
import { callbackUrl, DEV_IDP_PATH, devIssuer } from './addresses'
import { DevIdpAdapter, findDevAccount, loadDevIdpSecrets, saveDevAccount } from './dev-idp-store'
import { devSignInPage, parseDevSignIn } from './dev-sign-in-form'

type Middleware = Parameters<Provider['use']>[0]

/** Not in the spec: how long the development sign-in page stays usable, in seconds. */
const INTERACTION_TTL_S = 10 * 60
/** Not in the spec: the largest sign-in form body the development provider reads. */
const MAX_FORM_BYTES = 4 * 1024

/** The scopes our own client gets without a consent screen. */
const SCOPES = 'openid email profile'

/** The subject of a development identity: stable per e-mail address, reveals nothing. */
export function devSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
    return null
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_FORM_BYTES) return null
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** A running development identity provider: its issuer and its Node request handler. */
export type DevIdentityProvider = {
  issuer: string
  /** Handles a request whose path starts with DEV_IDP_PATH. */
  handle: RequestListener
}

/**
 * Starts the development identity provider for one client (ours): `redirectUri` is the
 * server's sign-in callback. Accounts are whatever name and e-mail the viewer types. Its
 * keys, client secret, accounts and records are those of `db`, shared by every instance.
 */
export async function createDevIdentityProvider(options: {
  db: Db
  publicOrigin: string
  clientId: string
  redirectUri: string
}): Promise<DevIdentityProvider> {
  const { db } = options
  const issuer = devIssuer(options.publicOrigin)
  const secrets = await loadDevIdpSecrets(db)

  // Development sign-in asks every time, so one browser can try several viewers.
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'development_sign_in',
        'the development provider asks for a name and e-mail at every sign-in',
        (ctx) => !ctx.oidc.result?.login,
      ),
    )

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: secrets.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    adapter: (model) => new DevIdpAdapter(db, model),
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: [secrets.cookieKey] },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    // Like Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    ttl: {
      Interaction: INTERACTION_TTL_S,
      Session: INTERACTION_TTL_S,
      Grant: INTERACTION_TTL_S,
      AuthorizationCode: 60,
      AccessToken: INTERACTION_TTL_S,
      IdToken: 3600,
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const account = await findDevAccount(db, sub)
      if (!account) return undefined
      return { accountId: sub, claims: () => ({ sub, ...account }) }
    },
    // Our own client needs no consent screen: grant it the sign-in scopes.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId
      const clientId = ctx.oidc.client?.clientId
      if (!accountId || clientId !== options.clientId) return undefined
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope(SCOPES)
      await grant.save()
      return grant
    },
    renderError: (ctx, out) => {
      ctx.set(PAGE_HEADERS)
      ctx.body = messagePage({
        title: 'Development sign-in failed',
        message: String(out.error_description ?? out.error),
      })
    },
  }
  const provider = new Provider(issuer, configuration)
  // Behind a TLS-terminating proxy (an https public origin) the request URL it builds
  // endpoint addresses from must come from the forwarded headers.
  provider.proxy = new URL(options.publicOrigin).protocol === 'https:'
  provider.use(interactionRoutes(provider, db))
  const callback = provider.callback()

  return {
    issuer,
    handle(req, res) {
      // oidc-provider routes on the path below its mount point and finds the mount
      // point again from originalUrl, as when Express or Koa mount it.
      const url = req.url ?? '/'
      Object.assign(req, { originalUrl: url })
      req.url = url.slice(DEV_IDP_PATH.length) || '/'
      callback(req, res)
    },
  }
}

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/cancel)?$/

/** The sign-in page of the development provider (GET) and its form posts (sign in, cancel). */
function interactionRoutes(provider: Provider, db: Db): Middleware {
  return async (ctx, next) => {
    const match = INTERACTION.exec(ctx.path)
    if (!match) return next()
    const [, uid, cancel] = match
    const { req, res } = ctx
    const page = (status: number, html: string) => {
      ctx.status = status
      ctx.set(PAGE_HEADERS)
      ctx.body = html
    }
    const expired = () =>
      page(
        400,
        messagePage({
          title: 'Development sign-in expired',
          message:
            'This sign-in page has expired or was opened in another browser. Go back to the page you came from and press Sign in again.',
        }),
      )

    // The interaction cookie (SameSite=Lax, bound to this uid) is what makes a form post
    // from another site fail here: oidc-provider finds no interaction without it.
    let details: Awaited<ReturnType<Provider['interactionDetails']>>
    try {
      details = await provider.interactionDetails(req, res as ServerResponse)
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return expired()
      throw error
    }
    if (details.uid !== uid || details.prompt.name !== 'login') return expired()

    const action = `${DEV_IDP_PATH}/interaction/${uid}`
    if (ctx.method === 'GET' && !cancel) {
      return page(200, devSignInPage({ action, cancelAction: `${action}/cancel` }))
    }
    if (ctx.method !== 'POST')
      return page(405, messagePage({ title: 'Not allowed', message: 'Use the sign-in form.' }))

    let result: Parameters<Provider['interactionResult']>[2]
    if (cancel) {
      result = { error: 'access_denied', error_description: 'The viewer cancelled the sign-in.' }
    } else {
      const form = await readForm(req)
      if (!form) {
        return page(
          400,
          messagePage({
            title: 'Sign-in form not understood',
            message: 'Send the sign-in form as the page does.',
          }),
        )
      }
      const parsed = parseDevSignIn(form)
      if (!parsed.ok) {
        const values = { name: form.get('name') ?? '', email: form.get('email') ?? '' }
        return page(
          400,
          devSignInPage({
            action,
            cancelAction: `${action}/cancel`,
            values,
            errors: parsed.errors,
          }),
        )
      }
      const accountId = devSubject(parsed.value.email)
      await saveDevAccount(db, accountId, parsed.value)
      result = { login: { accountId, remember: false } }
    }
    const to = await provider.interactionResult(req, res as ServerResponse, result, {
      mergeWithLastSubmission: false,
    })
    ctx.set('Cache-Control', 'no-store')
    ctx.status = 303
    ctx.redirect(to)
  }
}

/**
 * The development identity provider this configuration needs: one for the server's own
 * client when Google is not configured, and none at all when it is.
 */
export async function devIdentityProviderFor(
  config: Config,
  db: Db,
): Promise<DevIdentityProvider | null> {
  if (config.signIn.provider !== 'development') return null
  return createDevIdentityProvider({
    db,
    publicOrigin: config.publicOrigin,
    clientId: config.signIn.clientId,
    redirectUri: callbackUrl(config),
  })
}

/**
 * A Node request listener: the development provider's paths to it, everything else to `app`.
 * The provider's answers get the headers the app gives all of its own (its pages set
 * PAGE_HEADERS besides).
 */
export function withDevIdentityProvider(
  idp: DevIdentityProvider | null,
  app: RequestListener,
): RequestListener {
  if (!idp) return app
  // The issuer is on the public origin: https there means HSTS here too.
  const hsts = hstsFor(idp.issuer)
  return (req, res) => {
    const path = req.url ?? '/'
    if (path === DEV_IDP_PATH || path.startsWith(`${DEV_IDP_PATH}/`)) {
      res.setHeader('X-Content-Type-Options', 'nosniff')
      if (hsts) res.setHeader('Strict-Transport-Security', hsts)
      idp.handle(req, res)
    } else app(req, res)
  }
}
