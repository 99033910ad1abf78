import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { ANY_CHANNEL_ID_PATTERN, type MemberRole } from '../../shared/api/studio'
import type { UserVars } from '../auth'
import { type ChannelRow, findChannel, memberRole } from '../channels'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'

/** Error texts of the Studio API. */
export const STUDIO_ERROR = {
  notMember: 'You are not a member of this channel.',
  ownersOnly: 'Only the channel’s owners can do this.',
  idTaken: (id: string) => `The id "${id}" is taken: choose another.`,
  originNotRegistered: (origin: string) =>
    `${origin} is not registered for this channel: add it first.`,
  lastOwner: 'A channel needs an owner: add another owner first.',
  operator:
    'Operators own the demo channels through STUDIO_OPERATORS; change that setting instead.',
} as const

/** Any channel id the URL may carry; a malformed one is a 403 like any channel you do not run. */
const AnyChannelId = v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN))

export type StudioVars = {
  Variables: UserVars['Variables'] & { channel: ChannelRow; role: MemberRole }
}

/**
 * `member` lets a channel's members through (setting `channel` and `role`); anyone else gets
 * the same 403 whether or not the channel exists. `owner`, after it, lets owners through.
 */
export function access(deps: AppDeps) {
  const operators = deps.config.studioOperators
  const member = createMiddleware<StudioVars>(async (c, next) => {
    const id = v.safeParse(AnyChannelId, c.req.param('id'))
    const role = id.success
      ? await memberRole(deps.db, operators, id.output, c.var.user.email)
      : null
    const channel = id.success && role ? await findChannel(deps.db, id.output) : undefined
    if (!role || !channel) throw new HttpError(403, STUDIO_ERROR.notMember)
    c.set('channel', channel)
    c.set('role', role)
    await next()
  })
  const owner = createMiddleware<StudioVars>(async (c, next) => {
    if (c.var.role !== 'owner') throw new HttpError(403, STUDIO_ERROR.ownersOnly)
    await next()
  })
  return { member, owner }
}
