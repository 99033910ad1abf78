// The server's side of OpenID Connect (openid-client): discovery of the configured issuer,
// and what a verified ID token says about the viewer.
import * as oidc from 'openid-client'
import { withoutBidiControls } from '../../shared/rules/display-text'
import type { Config } from '../config'
import type { Db } from '../db'
import { issuerOf } from './addresses'
import { loadDevIdpSecrets } from './dev-idp-store'
import type { Identity } from './sessions'

/** What the server asks the provider for: an ID token with the e-mail and name. */
export const SIGN_IN_SCOPES = 'openid email profile'

/** Not in the spec: how long a call to the identity provider may take, in seconds. */
const PROVIDER_TIMEOUT_S = 10

/**
 * The client configuration, discovered on first use and kept; a failed discovery is tried
 * again on the next sign-in. Plain-http requests are allowed only towards the development
 * provider (which runs on http://localhost in development).
 */
export function signInClient(deps: { config: Config; db: Db }): () => Promise<oidc.Configuration> {
  const { config } = deps
  let pending: Promise<oidc.Configuration> | null = null
  const discover = async () => {
    const issuer = new URL(issuerOf(config))
    const insecure = config.signIn.provider === 'development' && issuer.protocol === 'http:'
    // The development client's secret is the one every instance reads from the database.
    const secret =
      config.signIn.provider === 'google'
        ? config.signIn.clientSecret
        : (await loadDevIdpSecrets(deps.db)).clientSecret
    const client = await oidc.discovery(
      issuer,
      config.signIn.clientId,
      undefined,
      oidc.ClientSecretBasic(secret),
      { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_S },
    )
    // Check the ID token's signature against the provider's published keys, too.
    oidc.enableNonRepudiationChecks(client)
    return client
  }
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}$/

/** A claim's text, without bidi controls (a name shown reversed is another name), or null. */
function text(value: unknown, max: number): string | null {
  const clean = typeof value === 'string' ? withoutBidiControls(value).trim() : ''
  return clean !== '' ? clean.slice(0, max) : null
}

/**
 * The viewer an ID token names, or the reason it cannot sign anyone in: an e-mail address
 * is required, and one the provider says is unverified is refused.
 */
export function identityFromClaims(
  claims: oidc.IDToken,
): { ok: true; identity: Identity } | { ok: false; reason: string } {
  const email = text(claims.email, 254)
  if (!email || !EMAIL.test(email)) {
    return { ok: false, reason: 'The identity provider did not share an e-mail address.' }
  }
  if (claims.email_verified === false) {
    return { ok: false, reason: 'The identity provider has not verified this e-mail address.' }
  }
  return {
    ok: true,
    identity: {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      name: text(claims.name, 200),
      displayName: text(claims.given_name, 200),
    },
  }
}
