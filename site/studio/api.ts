import * as v from 'valibot'
import { type ApiResult, createApiClient, type RequestOptions } from '../../shared/api/client'
import { type EmbedSnippet, EmbedSnippetSchema } from '../../shared/api/embed'
import { API_ERROR, apiError } from '../../shared/api/errors'
import {
  type FeedEdit,
  FeedEditSchema,
  type FeedItemsPage,
  FeedItemsPageSchema,
  FeedListSchema,
  type FeedSummary,
  FeedSummarySchema,
  feedPaths,
  type ImportJob,
  ImportJobSchema,
  type NewFeed,
  NewFeedSchema,
  type RejectPage,
  RejectPageSchema,
} from '../../shared/api/feeds'
import {
  type InsightRange,
  type InsightsAnswer,
  InsightsAnswerSchema,
} from '../../shared/api/insights'
import { DEFAULT_API_PATH, paths } from '../../shared/api/paths'
import { StreamSetSchema, type StreamStatus, StreamStatusSchema } from '../../shared/api/stream'
import {
  type Block,
  type BlockBody,
  BlockBodySchema,
  type BlockKind,
  BlockListSchema,
  type ChannelEdit,
  ChannelEditSchema,
  ChannelKeySchema,
  ConversionSecretSchema,
  type Decision,
  DecisionSchema,
  DoneAnswerSchema,
  type MatchesAnswer,
  MatchesAnswerSchema,
  type Member,
  MemberBodySchema,
  MemberListSchema,
  type MemberRole,
  type NewChannel,
  NewChannelSchema,
  OriginBodySchema,
  type OriginEntry,
  OriginListSchema,
  PinBodySchema,
  REVIEW_PAGE,
  type Schedule,
  ScheduleAnswerSchema,
  ScheduleUploadSchema,
  type StudioChannel,
  StudioChannelListSchema,
  StudioChannelSchema,
  type StudioChannelSummary,
  studioPaths,
  type TriedMatch,
  TryAnswerSchema,
  TryCaptionSchema,
} from '../../shared/api/studio'
import { type UserDetails, UserDetailsSchema } from '../../shared/api/types'
import type { Theme, View } from '../../shared/bridge/protocol'
import type { StudioEnv } from './env'

/**
 * The path of the snippet endpoint, relative to the API base. The channel's default view and
 * theme are asked for by name: the snippet is the same, and the address changes with them, so a
 * snippet the browser cached never outlives a change of either.
 */
export const snippetPath = (channelId: string, look?: SnippetLook) =>
  `${paths.embedSnippet}?${new URLSearchParams({ channelId, ...look })}`

/** The view and theme a snippet's element names. */
export type SnippetLook = { view: View; theme: Theme }

/**
 * The Studio's calls (shared/api/studio.ts, insights.ts, feeds.ts, stream.ts), each answer checked against
 * the contract.
 */
export type StudioApi = {
  userDetails(options?: RequestOptions): Promise<ApiResult<UserDetails>>
  signOut(): Promise<ApiResult<null>>
  channels(options?: RequestOptions): Promise<ApiResult<StudioChannelSummary[]>>
  createChannel(channel: NewChannel): Promise<ApiResult<StudioChannel>>
  channel(id: string, options?: RequestOptions): Promise<ApiResult<StudioChannel>>
  editChannel(id: string, edit: ChannelEdit): Promise<ApiResult<StudioChannel>>
  /** Registers an origin (unverified); the channel's origins as they are now. */
  addOrigin(id: string, origin: string): Promise<ApiResult<OriginEntry[]>>
  removeOrigin(id: string, origin: string): Promise<ApiResult<OriginEntry[]>>
  /** Has the server look for the origin's token there now; the origins, that one's outcome included. */
  verifyOrigin(id: string, origin: string): Promise<ApiResult<OriginEntry[]>>
  members(id: string, options?: RequestOptions): Promise<ApiResult<Member[]>>
  /** Adds a member (or changes their role); the members as they are now. */
  addMember(id: string, email: string, role: MemberRole): Promise<ApiResult<Member[]>>
  /** Removes a member; the members as they are now. */
  removeMember(id: string, email: string): Promise<ApiResult<Member[]>>
  /** A new channel key, shown once: the old one stops working. */
  makeKey(id: string): Promise<ApiResult<string>>
  /** A new conversion secret, shown once: conversions signed with the old one are refused. */
  makeConversionSecret(id: string): Promise<ApiResult<string>>
  snippet(
    id: string,
    look?: SnippetLook,
    options?: RequestOptions,
  ): Promise<ApiResult<EmbedSnippet>>
  /** The uploaded schedule, or null: the scripted demo program, or none. */
  schedule(id: string, options?: RequestOptions): Promise<ApiResult<Schedule | null>>
  /** Makes a captions file's cues the channel's program; a bad file is refused with its line. */
  uploadSchedule(id: string, text: string, fileName: string | null): Promise<ApiResult<Schedule>>
  removeSchedule(id: string): Promise<ApiResult<null>>
  /** The stream the server follows (issue 66) and what its follower is doing. */
  stream(id: string, options?: RequestOptions): Promise<ApiResult<StreamStatus>>
  /** Sets the stream's URL (the same again starts it over); it waits for a server to follow it. */
  setStream(id: string, url: string): Promise<ApiResult<StreamStatus>>
  /** Stops following the stream; the answer has `url` null. */
  removeStream(id: string): Promise<ApiResult<StreamStatus>>
  /** What would match a caption, and why; nothing is stored. */
  tryCaption(id: string, caption: string, entities: string[]): Promise<ApiResult<TriedMatch[]>>
  /** The approval mode, the pending count and the `limit` most recent segments with their matches. */
  matches(id: string, limit?: number, options?: RequestOptions): Promise<ApiResult<MatchesAnswer>>
  decide(id: string, matchId: number, decision: Decision): Promise<ApiResult<true>>
  pin(id: string, productId: number): Promise<ApiResult<true>>
  blocks(id: string, options?: RequestOptions): Promise<ApiResult<Block[]>>
  block(id: string, block: BlockBody): Promise<ApiResult<Block[]>>
  unblock(id: string, kind: BlockKind, value: string): Promise<ApiResult<Block[]>>
  /** The channel's counts over `range`: totals, the series and the top products. */
  insights(
    id: string,
    range: InsightRange,
    options?: RequestOptions,
  ): Promise<ApiResult<InsightsAnswer>>
  /** The channel's product feeds (shared/api/feeds.ts), each with its last import. */
  feeds(id: string, options?: RequestOptions): Promise<ApiResult<FeedSummary[]>>
  /** Adds a feed; nothing is imported until `importFeed`. */
  addFeed(id: string, feed: NewFeed): Promise<ApiResult<FeedSummary>>
  editFeed(id: string, feedId: number, edit: FeedEdit): Promise<ApiResult<FeedSummary>>
  /** Removes a feed: its items leave the live feed. */
  removeFeed(id: string, feedId: number): Promise<ApiResult<true>>
  /**
   * Starts an import: a file feed's `file` is the body, sent as it is (never read into memory);
   * a URL feed sends none and the server fetches its URL.
   */
  importFeed(id: string, feedId: number, file: File | null): Promise<ApiResult<ImportJob>>
  /** An import's progress while it runs, its counts when it has ended. */
  importJob(
    id: string,
    feedId: number,
    importId: number,
    options?: RequestOptions,
  ): Promise<ApiResult<ImportJob>>
  /**
   * A page of a feed's imported items by id: those after `after` (the `next` of the page
   * before), `q` searching their words or naming an item id.
   */
  feedItems(
    id: string,
    feedId: number,
    query: { q: string; after: number | null },
    options?: RequestOptions,
  ): Promise<ApiResult<FeedItemsPage>>
  /** One page of an import's rejected rows, from `offset`, in file order. */
  rejects(
    id: string,
    feedId: number,
    importId: number,
    offset: number,
    options?: RequestOptions,
  ): Promise<ApiResult<RejectPage>>
}

export type StudioApiOptions = {
  env: StudioEnv
  /** The session token of the moment, or null when signed out. */
  token(): string | null
  /** Told of every 401: the session has ended (the caller forgets the token). */
  onUnauthorized(): void
}

/** A successful answer's part the caller wants; a failure as it is. */
function part<T, R>(result: ApiResult<T>, pick: (data: T) => R): ApiResult<R> {
  return result.ok ? { ok: true, data: pick(result.data) } : result
}

/** The Studio's API client on the page's own origin; every call carries the session as bearer. */
export function createStudioApi({ env, token, onUnauthorized }: StudioApiOptions): StudioApi {
  const client = createApiClient({ base: `${env.origin}${DEFAULT_API_PATH}`, ...clientDeps(env) })

  async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<v.InferOutput<S>>> {
    const current = token()
    if (current === null) {
      onUnauthorized()
      return { ok: false, error: apiError(API_ERROR.unauthorized, 401) }
    }
    const result = await client.authed(current, method, path, schema, body, options)
    if (!result.ok && result.error.code === API_ERROR.unauthorized) onUnauthorized()
    return result
  }

  /** Sends `body` only when it passes `schema` (what the forms checked already). */
  async function checked<R>(
    schema: v.GenericSchema,
    body: unknown,
    send: (body: unknown) => Promise<ApiResult<R>>,
  ): Promise<ApiResult<R>> {
    const parsed = v.safeParse(schema, body)
    if (parsed.success) return send(parsed.output)
    return {
      ok: false,
      error: apiError(API_ERROR.invalidRequest, undefined, parsed.issues[0].message),
    }
  }

  const api: StudioApi = {
    userDetails: (options) => call('GET', paths.userDetails, UserDetailsSchema, undefined, options),
    signOut: async () => {
      const current = token()
      if (current === null) return { ok: true, data: null }
      return client.signOut(current)
    },
    channels: async (options) => {
      const result = await call(
        'GET',
        studioPaths.channels,
        StudioChannelListSchema,
        undefined,
        options,
      )
      return part(result, (d) => d.channels)
    },
    createChannel: (channel) =>
      checked(NewChannelSchema, channel, (body) =>
        call('POST', studioPaths.channels, StudioChannelSchema, body),
      ),
    channel: (id, options) =>
      call('GET', studioPaths.channel(id), StudioChannelSchema, undefined, options),
    editChannel: (id, edit) =>
      checked(ChannelEditSchema, edit, (body) =>
        call('PATCH', studioPaths.channel(id), StudioChannelSchema, body),
      ),
    addOrigin: (id, origin) =>
      checked(OriginBodySchema, { origin }, async (body) => {
        const result = await call('POST', studioPaths.origins(id), OriginListSchema, body)
        return part(result, (d) => d.origins)
      }),
    verifyOrigin: (id, origin) =>
      checked(OriginBodySchema, { origin }, async (body) => {
        const result = await call('POST', studioPaths.verifyOrigin(id), OriginListSchema, body)
        return part(result, (d) => d.origins)
      }),
    removeOrigin: async (id, origin) => {
      const query = new URLSearchParams({ origin })
      const result = await call('DELETE', `${studioPaths.origins(id)}?${query}`, OriginListSchema)
      return part(result, (d) => d.origins)
    },
    members: async (id, options) => {
      const result = await call(
        'GET',
        studioPaths.members(id),
        MemberListSchema,
        undefined,
        options,
      )
      return part(result, (d) => d.members)
    },
    addMember: (id, email, role) =>
      checked(MemberBodySchema, { email, role }, async (body) =>
        part(await call('POST', studioPaths.members(id), MemberListSchema, body), (d) => d.members),
      ),
    removeMember: async (id, email) => {
      const query = new URLSearchParams({ email })
      const path = `${studioPaths.members(id)}?${query}`
      return part(await call('DELETE', path, MemberListSchema), (d) => d.members)
    },
    makeKey: async (id) => {
      const result = await call('POST', studioPaths.channelKey(id), ChannelKeySchema)
      return part(result, (d) => d.key)
    },
    makeConversionSecret: async (id) => {
      const path = studioPaths.conversionSecret(id)
      const result = await call('POST', path, ConversionSecretSchema)
      return part(result, (d) => d.secret)
    },
    snippet: (id, look, options) =>
      call('GET', snippetPath(id, look), EmbedSnippetSchema, undefined, options),
    schedule: async (id, options) => {
      const path = studioPaths.schedule(id)
      const result = await call('GET', path, ScheduleAnswerSchema, undefined, options)
      return part(result, (d) => d.schedule)
    },
    uploadSchedule: (id, text, fileName) =>
      checked(ScheduleUploadSchema, { text, fileName }, async (body) => {
        const result = await call('PUT', studioPaths.schedule(id), ScheduleAnswerSchema, body)
        if (!result.ok) return result
        const { schedule } = result.data
        return schedule
          ? { ok: true as const, data: schedule }
          : { ok: false as const, error: apiError(API_ERROR.invalidResponse) }
      }),
    removeSchedule: async (id) => {
      const result = await call('DELETE', studioPaths.schedule(id), ScheduleAnswerSchema)
      return part(result, () => null)
    },
    stream: (id, options) =>
      call('GET', studioPaths.stream(id), StreamStatusSchema, undefined, options),
    setStream: (id, url) =>
      checked(StreamSetSchema, { url }, (body) =>
        call('PUT', studioPaths.stream(id), StreamStatusSchema, body),
      ),
    removeStream: (id) => call('DELETE', studioPaths.stream(id), StreamStatusSchema),
    tryCaption: (id, caption, entities) =>
      checked(TryCaptionSchema, { caption, entities }, async (body) => {
        const result = await call('POST', studioPaths.tryCaption(id), TryAnswerSchema, body)
        return part(result, (d) => d.matches)
      }),
    matches: (id, limit = REVIEW_PAGE, options = undefined) => {
      // The first page is the server's default: its address stays the plain one.
      const query = limit === REVIEW_PAGE ? '' : `?${new URLSearchParams({ limit: String(limit) })}`
      return call(
        'GET',
        `${studioPaths.matches(id)}${query}`,
        MatchesAnswerSchema,
        undefined,
        options,
      )
    },
    decide: (id, matchId, decision) =>
      checked(DecisionSchema, { decision }, async (body) => {
        const result = await call('POST', studioPaths.match(id, matchId), DoneAnswerSchema, body)
        return part(result, () => true as const)
      }),
    pin: (id, productId) =>
      checked(PinBodySchema, { productId }, async (body) => {
        const result = await call('POST', studioPaths.pins(id), DoneAnswerSchema, body)
        return part(result, () => true as const)
      }),
    blocks: async (id, options) => {
      const result = await call('GET', studioPaths.blocks(id), BlockListSchema, undefined, options)
      return part(result, (d) => d.blocks)
    },
    block: (id, block) =>
      checked(BlockBodySchema, block, async (body) => {
        const result = await call('POST', studioPaths.blocks(id), BlockListSchema, body)
        return part(result, (d) => d.blocks)
      }),
    unblock: async (id, kind, value) => {
      const query = new URLSearchParams({ kind, value })
      const result = await call('DELETE', `${studioPaths.blocks(id)}?${query}`, BlockListSchema)
      return part(result, (d) => d.blocks)
    },
    insights: (id, range, options) => {
      const path = `${studioPaths.insights(id)}?${new URLSearchParams({ range })}`
      return call('GET', path, InsightsAnswerSchema, undefined, options)
    },
    feeds: async (id, options) => {
      const result = await call('GET', feedPaths.feeds(id), FeedListSchema, undefined, options)
      return part(result, (d) => d.feeds)
    },
    addFeed: (id, feed) =>
      checked(NewFeedSchema, feed, (body) =>
        call('POST', feedPaths.feeds(id), FeedSummarySchema, body),
      ),
    editFeed: (id, feedId, edit) =>
      checked(FeedEditSchema, edit, (body) =>
        call('PATCH', feedPaths.feed(id, feedId), FeedSummarySchema, body),
      ),
    removeFeed: async (id, feedId) => {
      const result = await call('DELETE', feedPaths.feed(id, feedId), DoneAnswerSchema)
      return part(result, () => true as const)
    },
    importFeed: (id, feedId, file) => {
      const path = feedPaths.imports(id, feedId)
      if (file === null) return call('POST', path, ImportJobSchema)
      return call(
        'POST',
        `${path}?${new URLSearchParams({ file: file.name })}`,
        ImportJobSchema,
        file,
      )
    },
    importJob: (id, feedId, importId, options) =>
      call('GET', feedPaths.importJob(id, feedId, importId), ImportJobSchema, undefined, options),
    feedItems: (id, feedId, { q, after }, options) => {
      const query = new URLSearchParams(after === null ? { q } : { q, after: String(after) })
      return call(
        'GET',
        `${feedPaths.items(id, feedId)}?${query}`,
        FeedItemsPageSchema,
        undefined,
        options,
      )
    },
    rejects: (id, feedId, importId, offset, options) => {
      const path = `${feedPaths.rejects(id, feedId, importId)}?${new URLSearchParams({ offset: String(offset) })}`
      return call('GET', path, RejectPageSchema, undefined, options)
    },
  }
  return api
}

function clientDeps(env: StudioEnv) {
  return {
    fetch: env.fetch,
    timers: { setTimeout: env.setTimeout, clearTimeout: env.clearTimeout },
  }
}
