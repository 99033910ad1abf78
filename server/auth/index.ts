export { callbackUrl, DEV_IDP_PATH, devIssuer, issuerOf } from './addresses'
export {
  createDevIdentityProvider,
  type DevIdentityProvider,
  devIdentityProviderFor,
  withDevIdentityProvider,
} from './dev-idp'
export { HANDOFF_TTL_MS } from './handoff'
export {
  bearerToken,
  INVALID_SESSION,
  MISSING_BEARER,
  requireUser,
  type UserVars,
} from './require-user'
export { authRoutes } from './routes'
export {
  createSession,
  type Identity,
  revokeSession,
  SESSION_TTL_MS,
  type SessionUser,
  sessionUser,
  upsertUser,
} from './sessions'
