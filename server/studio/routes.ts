import { Hono } from 'hono'
import { areas, routes } from '../../shared/api/routes'
import {
  ChannelEditSchema,
  EmailInputSchema,
  MemberBodySchema,
  type MemberRole,
  NewChannelSchema,
  OriginBodySchema,
  type OriginEntry,
  OriginInputSchema,
} from '../../shared/api/studio'
import { requireUser, type UserVars } from '../auth'
import { rotateChannelKey } from '../catalog'
import {
  addOrigin,
  type ChannelRow,
  channelsOf,
  createChannel,
  listMembers,
  type MembershipRefusal,
  type OriginsCache,
  originEntries,
  removeMember,
  removeOrigin,
  setMember,
  updateChannel,
  verifyOrigin,
} from '../channels'
import { rotateConversionSecret } from '../conversions'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { HttpError, parse, readJson } from '../http/errors'
import { streamRoutes } from '../on-air'
import { rateLimit } from '../rate-limit'
import { access, STUDIO_ERROR, type StudioVars } from './access'
import { feedRoutes } from './feeds'
import { insightsRoutes } from './insights'
import { onAirRoutes } from './on-air'
import { reviewRoutes } from './review'

function channelJson(channel: ChannelRow, role: MemberRole, origins: OriginEntry[]) {
  return {
    id: channel.id,
    name: channel.name,
    topic: channel.topic,
    description: channel.description,
    defaultView: channel.defaultView,
    defaultTheme: channel.defaultTheme,
    approval: channel.approval,
    archived: channel.archivedAt !== null,
    role,
    origins,
    keyIssued: channel.keyHash !== null,
    conversionSecretSet: channel.conversionSecret !== null,
    createdAt: new Date(channel.createdAt).toISOString(),
  }
}

function refusal(reason: MembershipRefusal): HttpError {
  return reason === 'operator'
    ? new HttpError(400, STUDIO_ERROR.operator)
    : new HttpError(409, STUDIO_ERROR.lastOwner)
}

/**
 * The Studio's API (ARCHITECTURE.md §10, shared/api/studio.ts): channels, their origins,
 * members and key. Every channel route first checks that the caller is a member; someone who
 * is not gets the same 403 whether or not the channel exists.
 */
export function studioRoutes(deps: AppDeps, origins: OriginsCache) {
  const operators = deps.config.studioOperators

  const { member, owner } = access(deps)

  const channel = new Hono<StudioVars>()
    .use(`${areas.studioChannel}/*`, member)
    .on(routes.studioChannel.method, routes.studioChannel.pattern, async (c) =>
      c.json(
        channelJson(c.var.channel, c.var.role, await originEntries(deps.db, c.var.channel.id)),
      ),
    )
    .on(routes.studioChannelEdit.method, routes.studioChannelEdit.pattern, owner, async (c) => {
      const edit = await readJson(c, ChannelEditSchema)
      const row = await updateChannel(deps.db, c.var.channel.id, edit, deps.now())
      if (!row) throw new HttpError(403, STUDIO_ERROR.notMember)
      // Archived, a channel's feed is unknown to viewers: its streams end, its lists go.
      deps.live.feedChanged(row.id)
      return c.json(channelJson(row, c.var.role, await originEntries(deps.db, row.id)))
    })
    .on(routes.originAdd.method, routes.originAdd.pattern, owner, async (c) => {
      const { origin } = await readJson(c, OriginBodySchema)
      // Registered unverified: CORS and the rest ignore it until its token is found there.
      await addOrigin(deps.db, c.var.channel.id, origin)
      return c.json({ origins: await originEntries(deps.db, c.var.channel.id) })
    })
    .on(
      routes.originVerify.method,
      routes.originVerify.pattern,
      owner,
      rateLimit<StudioVars>(deps, 'originVerify', (c) => `account:${c.var.user.id}`),
      async (c) => {
        const { origin } = await readJson(c, OriginBodySchema)
        const row = await verifyOrigin(deps.db, c.var.channel.id, origin, {
          allowPrivate: deps.config.originVerifyAllowPrivate,
          now: deps.now,
        })
        if (!row) throw new HttpError(404, STUDIO_ERROR.originNotRegistered(origin))
        // Verified here: this process's CORS follows at once, the others within ORIGINS_TTL_MS.
        if (row.verifiedAt) origins.invalidate()
        return c.json({ origins: await originEntries(deps.db, c.var.channel.id) })
      },
    )
    .on(routes.originRemove.method, routes.originRemove.pattern, owner, async (c) => {
      const origin = parse(OriginInputSchema, c.req.query('origin') ?? '', 'origin')
      await removeOrigin(deps.db, c.var.channel.id, origin)
      origins.invalidate()
      return c.json({ origins: await originEntries(deps.db, c.var.channel.id) })
    })
    .on(routes.members.method, routes.members.pattern, async (c) =>
      c.json({ members: await listMembers(deps.db, operators, c.var.channel.id) }),
    )
    .on(routes.memberSet.method, routes.memberSet.pattern, owner, async (c) => {
      const { email, role } = await readJson(c, MemberBodySchema)
      const refused = await setMember(deps.db, operators, c.var.channel.id, email, role)
      if (refused) throw refusal(refused)
      return c.json({ members: await listMembers(deps.db, operators, c.var.channel.id) })
    })
    .on(routes.memberRemove.method, routes.memberRemove.pattern, owner, async (c) => {
      const email = parse(EmailInputSchema, c.req.query('email') ?? '', 'email')
      const refused = await removeMember(deps.db, operators, c.var.channel.id, email)
      if (refused) throw refusal(refused)
      return c.json({ members: await listMembers(deps.db, operators, c.var.channel.id) })
    })
    .on(routes.channelKey.method, routes.channelKey.pattern, owner, async (c) => {
      const key = await rotateChannelKey(deps.db, c.var.channel.id)
      if (!key) throw new HttpError(403, STUDIO_ERROR.notMember)
      return c.json({ key })
    })
    .on(routes.conversionSecret.method, routes.conversionSecret.pattern, owner, async (c) => {
      const secret = await rotateConversionSecret(deps.db, c.var.channel.id)
      if (!secret) throw new HttpError(403, STUDIO_ERROR.notMember)
      return c.json({ secret })
    })
    .route('/', onAirRoutes(deps))
    .route('/', streamRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', insightsRoutes(deps))
    .route('/', feedRoutes(deps))

  return new Hono<UserVars>()
    .use(`${areas.studio}/*`, noStore)
    .use(`${areas.studio}/*`, requireUser(deps))
    .on(routes.studioChannels.method, routes.studioChannels.pattern, async (c) => {
      const rows = await channelsOf(deps.db, operators, c.var.user.email)
      return c.json({
        channels: rows.map(({ channel, role }) => ({
          id: channel.id,
          name: channel.name,
          topic: channel.topic,
          role,
          archived: channel.archivedAt !== null,
        })),
      })
    })
    .on(routes.studioChannelCreate.method, routes.studioChannelCreate.pattern, async (c) => {
      const input = await readJson(c, NewChannelSchema)
      const row = await createChannel(deps.db, input, c.var.user.email)
      if (!row) throw new HttpError(409, STUDIO_ERROR.idTaken(input.id))
      return c.json(channelJson(row, 'owner', []), 201)
    })
    .route('/', channel)
}
