import * as v from 'valibot'
import { THEMES, VIEWS } from '../bridge/protocol'
import { MAX_ITEM_ID } from '../constants'
import { withoutBidiControls } from '../rules/display-text'
import { fillPath } from './route-path'
import { routes } from './routes'

/**
 * The Studio's API (ARCHITECTURE.md §10), under `{api}/studio`. Every route needs a
 * session (`Authorization: Bearer <token>`) and checks the caller's membership of the
 * channel; errors are `{ error: { code, message } }` with a 4xx status.
 */
export const studioPaths = {
  /** GET `{ channels: StudioChannelSummary[] }`, POST a NewChannel → 201 StudioChannel. */
  channels: routes.studioChannels.pattern,
  /** GET StudioChannel; PATCH a ChannelEdit (owners) → StudioChannel. */
  channel: (id: string) => fillPath(routes.studioChannel.pattern, { id }),
  /** POST `{ origin }` (owners) → `{ origins }`; DELETE `?origin=` (owners) → `{ origins }`. */
  origins: (id: string) => fillPath(routes.originAdd.pattern, { id }),
  /**
   * POST `{ origin }` (owners) → `{ origins }`: looks for the origin's token there now; the
   * origin's entry says whether it was found, or what was found instead.
   */
  verifyOrigin: (id: string) => fillPath(routes.originVerify.pattern, { id }),
  /** GET `{ members }`; POST `{ email, role }` and DELETE `?email=` (owners) → `{ members }`. */
  members: (id: string) => fillPath(routes.members.pattern, { id }),
  /** POST (owners) → `{ key }`: a new channel key, shown once; the old one stops working. */
  channelKey: (id: string) => fillPath(routes.channelKey.pattern, { id }),
  /**
   * POST (owners) → `{ secret }`: a new conversion secret (shared/api/conversions.ts), shown
   * once; conversions signed with the old one are refused from then on.
   */
  conversionSecret: (id: string) => fillPath(routes.conversionSecret.pattern, { id }),
  /**
   * GET `{ schedule }` (null: the scripted or no program); PUT a ScheduleUpload (members) →
   * `{ schedule }`, or 400 `{ error, line }` (`error` as every error answer); DELETE (members) → `{ schedule: null }`.
   */
  schedule: (id: string) => fillPath(routes.schedule.pattern, { id }),
  /** POST `{ caption, entities? }` → `{ matches }`: what would match, and why; nothing is stored. */
  tryCaption: (id: string) => fillPath(routes.tryCaption.pattern, { id }),
  /**
   * GET StreamStatus (shared/api/stream.ts); PUT a StreamSet (members) → StreamStatus; DELETE
   * (members) → StreamStatus with `url` null: the stream the server follows (issue 66).
   */
  stream: (id: string) => fillPath(routes.stream.pattern, { id }),
  /**
   * GET `?limit=` → `{ approval, pending, segments, more }`: the `limit` (REVIEW_PAGE by
   * default, at most REVIEW_MAX) most recent segments, newest first, with their matches.
   */
  matches: (id: string) => fillPath(routes.matches.pattern, { id }),
  /** POST `{ decision: 'approve' | 'reject' }` (members): a pending match goes live, or not. */
  match: (id: string, matchId: number) => fillPath(routes.matchDecide.pattern, { id, matchId }),
  /** POST `{ productId }` (members) → 201: the product tops the live feed now. */
  pins: (id: string) => fillPath(routes.pinAdd.pattern, { id }),
  /** GET `{ blocks }`; POST `{ kind, value }` (members); DELETE `?kind=&value=` (members). */
  blocks: (id: string) => fillPath(routes.blocks.pattern, { id }),
  /** GET `?range=24h|7d|30d` → InsightsAnswer (shared/api/insights.ts). */
  insights: (id: string) => fillPath(routes.insights.pattern, { id }),
} as const

/** Where new matches go: 'auto' straight to the feed, 'review' to the Studio until approved. */
export const APPROVAL_MODES = ['auto', 'review'] as const
export type ApprovalMode = (typeof APPROVAL_MODES)[number]

/** Roles of a channel's members: owners also manage members, origins, the key and archiving. */
export const MEMBER_ROLES = ['owner', 'editor'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

// What any channel id looks like (shared/channels.ts, beside the demo channels it covers).
export { ANY_CHANNEL_ID_PATTERN } from '../channels'

/** A new channel's id: a URL slug, as in `/demo/{id}` and `channel-id="{id}"`. */
export const CHANNEL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/

/** Not in the spec: the longest channel name, topic and description the Studio accepts. */
export const CHANNEL_LIMITS = { name: 80, topic: 60, description: 500 } as const

const text = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.transform(withoutBidiControls),
    v.trim(),
    v.minLength(1, `${what} is required`),
    v.maxLength(max, `${what} is at most ${max} characters`),
  )

export const ChannelIdInputSchema = v.pipe(
  v.string('the id must be text'),
  v.regex(
    CHANNEL_ID_PATTERN,
    'the id is 3–64 lower-case letters, digits and hyphens, starting and ending with a letter or digit',
  ),
)

const DescriptionSchema = v.pipe(
  v.string('the description must be text'),
  v.transform(withoutBidiControls),
  v.trim(),
  v.maxLength(
    CHANNEL_LIMITS.description,
    `the description is at most ${CHANNEL_LIMITS.description} characters`,
  ),
)
const ViewSchema = v.picklist(VIEWS, `the view is one of ${VIEWS.join(', ')}`)
const ThemeSchema = v.picklist(THEMES, `the theme is one of ${THEMES.join(', ')}`)

/** POST /studio/channels. */
export const NewChannelSchema = v.strictObject({
  id: ChannelIdInputSchema,
  name: text('the name', CHANNEL_LIMITS.name),
  topic: text('the topic', CHANNEL_LIMITS.topic),
  description: v.optional(DescriptionSchema, ''),
  defaultView: v.optional(ViewSchema, 'full'),
  defaultTheme: v.optional(ThemeSchema, 'auto'),
})
export type NewChannel = v.InferInput<typeof NewChannelSchema>

/** PATCH /studio/channels/{id}: any of these; `archived` archives or restores. */
export const ChannelEditSchema = v.pipe(
  v.strictObject({
    name: v.optional(text('the name', CHANNEL_LIMITS.name)),
    topic: v.optional(text('the topic', CHANNEL_LIMITS.topic)),
    description: v.optional(DescriptionSchema),
    defaultView: v.optional(ViewSchema),
    defaultTheme: v.optional(ThemeSchema),
    approval: v.optional(
      v.picklist(APPROVAL_MODES, `approval is one of ${APPROVAL_MODES.join(', ')}`),
    ),
    archived: v.optional(v.boolean('archived is true or false')),
  }),
  v.check((edit) => Object.keys(edit).length > 0, 'say what to change'),
)
export type ChannelEdit = v.InferInput<typeof ChannelEditSchema>

/** Not an origin: the message the Studio and the API show. */
export const ORIGIN_HINT =
  'an origin is http(s)://host[:port], such as https://tv.example.com, or the address of a page on it'

/** Hosts a page is served from over plain http while it is built: a bare one means http. */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?([/?#]|$)/i

/**
 * The origin of what people paste into the origin field, in the form browsers send it
 * (`https://example.com`): an origin, a page's address (its path, query and fragment are
 * dropped) or a bare host (`127.0.0.1:9110` is http, `shop.example` https). Null when it is
 * not http(s) or carries a user name or password.
 */
export function normaliseOrigin(raw: string): string | null {
  const text = raw.trim()
  const schemed = /^[a-z][a-z\d+.-]*:\/\//i.test(text)
    ? text
    : `${LOCAL_HOST.test(text) ? 'http' : 'https'}://${text}`
  let url: URL
  try {
    url = new URL(schemed)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || !url.hostname) return null
  return url.origin
}

export const OriginInputSchema = v.pipe(
  v.string('the origin must be text'),
  v.maxLength(300, 'an origin is at most 300 characters'),
  v.transform(normaliseOrigin),
  v.string(ORIGIN_HINT),
)

export const OriginBodySchema = v.strictObject({ origin: OriginInputSchema })

/**
 * How an origin was verified: its token in the file or the meta tag; the demo channels' own
 * origins by the server's configuration; one an operator added on the command line.
 */
export const ORIGIN_PROOFS = ['file', 'meta', 'configuration', 'operator'] as const
export type OriginProof = (typeof ORIGIN_PROOFS)[number]

/**
 * Why a verification failed: the origin could not be reached; it is on a private or local
 * network (not checked); neither place holds a token; a token is there, but not this one.
 */
export const ORIGIN_CHECK_FAILURES = [
  'unreachable',
  'private-address',
  'no-token',
  'wrong-token',
] as const
export type OriginCheckFailure = (typeof ORIGIN_CHECK_FAILURES)[number]

/**
 * A registered origin as the Studio lists it. Only a verified one is trusted: framing, the
 * embed check, CORS, frame sign-in returns and insights ignore the others. `token` is this
 * channel's for this origin; an unverified one carries its last failed check, if any.
 */
export const OriginEntrySchema = v.variant('state', [
  v.object({
    origin: v.string(),
    token: v.string(),
    state: v.literal('verified'),
    verifiedAt: v.string(),
    verifiedBy: v.picklist(ORIGIN_PROOFS),
  }),
  v.object({
    origin: v.string(),
    token: v.string(),
    state: v.literal('unverified'),
    lastCheck: v.nullable(
      v.object({
        at: v.string(),
        failure: v.picklist(ORIGIN_CHECK_FAILURES),
        /** What was found, in a sentence for the broadcaster. */
        message: v.string(),
      }),
    ),
  }),
])
export type OriginEntry = v.InferOutput<typeof OriginEntrySchema>

/** Not in the spec: the longest e-mail address the Studio accepts (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

export const EmailInputSchema = v.pipe(
  v.string('the e-mail must be text'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(EMAIL_MAX_LENGTH, `an e-mail address is at most ${EMAIL_MAX_LENGTH} characters`),
  v.email('not an e-mail address'),
)

export const MemberBodySchema = v.strictObject({
  email: EmailInputSchema,
  role: v.picklist(MEMBER_ROLES, `the role is one of ${MEMBER_ROLES.join(', ')}`),
})

/** A channel in the Studio's list. */
export const StudioChannelSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  topic: v.string(),
  role: v.picklist(MEMBER_ROLES),
  archived: v.boolean(),
})
export type StudioChannelSummary = v.InferOutput<typeof StudioChannelSummarySchema>

export const StudioChannelListSchema = v.object({ channels: v.array(StudioChannelSummarySchema) })

/** One channel as its members see it in the Studio. */
export const StudioChannelSchema = v.object({
  id: v.string(),
  name: v.string(),
  topic: v.string(),
  description: v.string(),
  defaultView: v.picklist(VIEWS),
  defaultTheme: v.picklist(THEMES),
  approval: v.picklist(APPROVAL_MODES),
  archived: v.boolean(),
  /** The caller's role. */
  role: v.picklist(MEMBER_ROLES),
  origins: v.array(OriginEntrySchema),
  /** Whether a channel key has been issued (the key itself is shown once, when made). */
  keyIssued: v.boolean(),
  /** Whether a conversion secret is set (the secret itself is shown once, when made). */
  conversionSecretSet: v.boolean(),
  createdAt: v.string(),
})
export type StudioChannel = v.InferOutput<typeof StudioChannelSchema>

export const OriginListSchema = v.object({ origins: v.array(OriginEntrySchema) })

export const MemberSchema = v.object({
  email: v.string(),
  role: v.picklist(MEMBER_ROLES),
  /** Operators own the demo channels through configuration; they cannot be removed here. */
  operator: v.boolean(),
})
export type Member = v.InferOutput<typeof MemberSchema>
export const MemberListSchema = v.object({ members: v.array(MemberSchema) })

export const ChannelKeySchema = v.object({ key: v.string() })
export const ConversionSecretSchema = v.object({ secret: v.string() })

/** Not in the spec: the largest captions file the Studio takes, in bytes of JSON body. */
export const MAX_SCHEDULE_BYTES = 512 * 1024

/** PUT /studio/channels/{id}/schedule: a WebVTT or SRT file's text, and its name if any. */
export const ScheduleUploadSchema = v.strictObject({
  text: v.pipe(v.string('the captions must be text'), v.minLength(1, 'the captions are empty')),
  fileName: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(200, 'the file name is at most 200 characters')),
    ),
  ),
})

export const ScheduleSchema = v.object({
  fileName: v.nullable(v.string()),
  uploadedAt: v.string(),
  uploadedBy: v.string(),
  startsAt: v.string(),
  cues: v.array(v.object({ startMs: v.number(), endMs: v.number(), text: v.string() })),
})
export type Schedule = v.InferOutput<typeof ScheduleSchema>
export const ScheduleAnswerSchema = v.object({ schedule: v.nullable(ScheduleSchema) })

/** Not in the spec: the longest caption and the most on-screen names "try a caption" takes. */
export const TRY_LIMITS = { caption: 1000, entities: 20, entity: 100 } as const

export const TryCaptionSchema = v.strictObject({
  caption: v.pipe(
    v.string('the caption must be text'),
    v.trim(),
    v.minLength(1, 'type what is said on air'),
    v.maxLength(TRY_LIMITS.caption, `a caption is at most ${TRY_LIMITS.caption} characters`),
  ),
  entities: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string('a name must be text'),
          v.trim(),
          v.maxLength(TRY_LIMITS.entity, `a name is at most ${TRY_LIMITS.entity} characters`),
        ),
      ),
      v.maxLength(TRY_LIMITS.entities, `at most ${TRY_LIMITS.entities} names`),
    ),
    [],
  ),
})

/**
 * Not in the spec: below this confidence (0..1) a contextual match is not shown to viewers;
 * on an approve-first channel it waits for review like every match.
 */
export const MIN_MATCH_CONFIDENCE = 0.35

/**
 * Whether viewers may see a match without review: exact, contextual and sure enough, or one of
 * the best a search by words alone found (`bestByWords`: no model answered, or no item has a
 * vector yet), whose confidence stays what it is.
 */
export function shownToViewers(match: { score: number; reason: MatchReason }): boolean {
  const { reason } = match
  return (
    reason.kind === 'exact' || match.score >= MIN_MATCH_CONFIDENCE || reason.bestByWords === true
  )
}

/**
 * How a contextual match was found: by the caption's meaning, its words, or both; or picked by
 * the channel (its editors' and viewers' signals on captions like it, server/feedback).
 */
export const CONTEXT_SOURCES = ['meaning', 'words', 'both', 'picked'] as const

/**
 * Why an item matched: the name it carries, as heard in the caption (`heard`) or shown on
 * screen; or the caption's words it shares or lies closest to in meaning (`by`). Matches
 * kept before matching by meaning have neither flag.
 */
export const MatchReasonSchema = v.variant('kind', [
  v.object({ kind: v.literal('exact'), entity: v.string(), heard: v.optional(v.boolean()) }),
  v.object({
    kind: v.literal('contextual'),
    words: v.array(v.string()),
    by: v.optional(v.picklist(CONTEXT_SOURCES)),
    /** Among the best of a search by words alone: shown though below the floor. */
    bestByWords: v.optional(v.literal(true)),
  }),
])
export type MatchReason = v.InferOutput<typeof MatchReasonSchema>

/** What every match the Studio shows says about its item. */
const matchedItem = {
  productId: v.number(),
  title: v.string(),
  vendor: v.string(),
  type: v.string(),
  score: v.number(),
}

export const TriedMatchSchema = v.object({ ...matchedItem, reason: MatchReasonSchema })
export type TriedMatch = v.InferOutput<typeof TriedMatchSchema>
export const TryAnswerSchema = v.object({ matches: v.array(TriedMatchSchema) })

export const ReviewedMatchSchema = v.object({
  ...matchedItem,
  id: v.number(),
  kind: v.picklist(['exact', 'contextual']),
  status: v.picklist(['live', 'pending', 'rejected']),
  reason: v.nullable(MatchReasonSchema),
  matchedAt: v.string(),
})
export type ReviewedMatch = v.InferOutput<typeof ReviewedMatchSchema>

/**
 * Where a match came from: the channel's program, the broadcaster's pushed captions, a Studio
 * pin, or the stream itself (server/on-air).
 */
export const MATCH_SOURCES = ['program', 'broadcaster', 'pin', 'stream'] as const
export type MatchSource = (typeof MATCH_SOURCES)[number]

export const ReviewedSegmentSchema = v.object({
  key: v.string(),
  title: v.nullable(v.string()),
  caption: v.string(),
  entities: v.array(v.string()),
  source: v.picklist(MATCH_SOURCES),
  airedAt: v.string(),
  matches: v.array(ReviewedMatchSchema),
})
export type ReviewedSegment = v.InferOutput<typeof ReviewedSegmentSchema>

/** Not in the spec: segments the Studio reviews at first, and each "Show older" adds. */
export const REVIEW_PAGE = 5
/** Not in the spec: the most segments one read of the matches gives. */
export const REVIEW_MAX = 200

/** GET matches' query: how many of the most recent segments. */
export const MatchesQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'limit is a whole number of segments'),
      v.transform(Number),
      v.minValue(1, 'limit is at least 1'),
      v.maxValue(REVIEW_MAX, `limit is at most ${REVIEW_MAX}`),
    ),
    String(REVIEW_PAGE),
  ),
})

export const MatchesAnswerSchema = v.object({
  approval: v.picklist(APPROVAL_MODES),
  pending: v.number(),
  segments: v.array(ReviewedSegmentSchema),
  /** Older segments than these exist. */
  more: v.boolean(),
})
export type MatchesAnswer = v.InferOutput<typeof MatchesAnswerSchema>

export const DecisionSchema = v.strictObject({
  decision: v.picklist(['approve', 'reject'], 'the decision is approve or reject'),
})
export type Decision = v.InferOutput<typeof DecisionSchema>['decision']

/** The answer of a decision on a match and of a pin: done. */
export const DoneAnswerSchema = v.object({ ok: v.literal(true) })

/** A product id as the catalog numbers them. */
export const ProductIdSchema = v.pipe(
  v.number('the product id must be a number'),
  v.integer('the product id must be a whole number'),
  v.minValue(1, 'the product id must be positive'),
  v.maxValue(MAX_ITEM_ID, 'no product has that id'),
)

export const PinBodySchema = v.strictObject({ productId: ProductIdSchema })

export const BLOCK_KINDS = ['product', 'vendor'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

/** POST blocks: a product by id, or a vendor by name. */
export const BlockBodySchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('product'), value: ProductIdSchema }),
  v.strictObject({
    kind: v.literal('vendor'),
    value: v.pipe(
      v.string('the vendor must be text'),
      v.trim(),
      v.minLength(1, 'name the vendor'),
      v.maxLength(200, 'a vendor name is at most 200 characters'),
    ),
  }),
])
export type BlockBody = v.InferInput<typeof BlockBodySchema>

export const BlockSchema = v.object({
  kind: v.picklist(BLOCK_KINDS),
  /** The product id (as text) or the vendor name (lower case). */
  value: v.string(),
  /** The product's title or the vendor's name, to show. */
  label: v.string(),
  blockedBy: v.string(),
  blockedAt: v.string(),
})
export type Block = v.InferOutput<typeof BlockSchema>
export const BlockListSchema = v.object({ blocks: v.array(BlockSchema) })
