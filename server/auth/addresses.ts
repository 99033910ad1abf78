import { paths } from '../../shared/api/paths'
import type { Config } from '../config'

/** Where the development identity provider lives on the server's own origin. */
export const DEV_IDP_PATH = '/dev-idp'

/** The issuer of the development identity provider on a public origin. */
export function devIssuer(publicOrigin: string): string {
  return `${publicOrigin}${DEV_IDP_PATH}`
}

/** The issuer viewers sign in with under this configuration. */
export function issuerOf(config: Config): string {
  return config.signIn.provider === 'google' ? config.signIn.issuer : devIssuer(config.publicOrigin)
}

/** The address the identity provider returns the viewer to (register it with Google). */
export function callbackUrl(config: Config): string {
  return `${config.publicOrigin}${config.apiPath}${paths.signInCallback}`
}
