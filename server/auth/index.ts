export {
  bearerToken,
  INVALID_SESSION,
  MISSING_BEARER,
  requireUser,
  type UserVars,
} from './require-user'
export {
  createSession,
  type Identity,
  revokeSession,
  SESSION_TTL_MS,
  type SessionUser,
  sessionUser,
  upsertUser,
} from './sessions'
