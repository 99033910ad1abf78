import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type VoteBody, VoteBodySchema, type VotedItem } from '../../shared/api/rewards-schemas'
import { routes } from '../../shared/api/routes'
import { VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { clickTypeFor } from '../../shared/rules/click-type'
import { isTicketType, VOTE_ITEM_TYPE_IDS } from '../../shared/rules/vote-item-type'
import { requireUser, type UserVars } from '../auth'
import { productJson } from '../catalog'
import { products, votes } from '../db/schema'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { HttpError, readJson } from '../http/errors'
import { countEvent } from '../insights'
import { noteShownSignal, requireChannel } from '../live'

/** Not in the spec: most votes one list answers (newest first). */
export const VOTE_LIST_MAX = 500

/**
 * Viator tickets in SQL: tickets whose link contains 'viator' — the rule of `clickTypeFor`
 * (spec §5), which a test holds this to over the whole catalog.
 */
export const isViatorTicket: SQL = sql`(${products.type} = 'ticket' and strpos(lower(${products.link}), 'viator') > 0)`

type ProductRow = typeof products.$inferSelect
type VoteType = typeof VOTE_UP | typeof VOTE_DOWN

/** Whether a vote's type name fits the item; either ticket name fits a ticket ('ticket' normalises to DB Ticket). */
function typeFits(item: ProductRow, name: VoteBody['itemTypeName']): boolean {
  const actual = clickTypeFor(item)
  return actual === name || (isTicketType(actual) && isTicketType(name))
}

/** Votes and the viewer's voted items (spec §7 `/tracking/vote/*`, `/tracking/votes/*`). */
export function voteRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps)
  const { publicOrigin, apiPath } = deps.config
  const votedItem = (product: ProductRow, voteType: number): VotedItem => ({
    item_id: product.id,
    vote_type: voteType === VOTE_DOWN ? VOTE_DOWN : VOTE_UP,
    item_type_id: VOTE_ITEM_TYPE_IDS[clickTypeFor(product)],
    product: productJson(product, { origin: publicOrigin, apiPath }),
  })

  /**
   * One vote per viewer and item: a new vote inserts, a vote the other way turns it, the same
   * vote again only makes it the newest. The named channel's insights count a vote that is new
   * or turned, in the same transaction: repeating a vote cannot raise them.
   */
  async function castVote(userId: string, body: VoteBody, voteType: VoteType) {
    const [item] = await deps.db.select().from(products).where(eq(products.id, body.itemId))
    if (!item) throw new HttpError(404, `Unknown item: ${body.itemId}`)
    if (!typeFits(item, body.itemTypeName)) {
      throw new HttpError(
        400,
        `Item ${item.id} is a ${clickTypeFor(item)}, not a ${body.itemTypeName}`,
      )
    }
    const channel = body.channel_id ? await requireChannel(deps, body.channel_id) : null
    const now = deps.now()
    const counted = await deps.db.transaction(async (tx) => {
      const changed = await tx
        .insert(votes)
        .values({ userId, productId: item.id, voteType, createdAt: now })
        .onConflictDoUpdate({
          target: [votes.userId, votes.productId],
          set: { voteType, createdAt: now },
          setWhere: sql`${votes.voteType} <> excluded.vote_type`,
        })
        .returning({ productId: votes.productId })
      if (changed.length === 0) {
        await tx
          .update(votes)
          .set({ createdAt: now })
          .where(and(eq(votes.userId, userId), eq(votes.productId, item.id)))
        return false
      }
      if (channel) await countEvent(tx, channel.id, 'votes', now)
      return true
    })
    // A vote new or turned on a channel's item tells matching what its viewers think of it.
    if (counted && channel) {
      const signal = voteType === VOTE_DOWN ? 'not-for-me' : 'save'
      await noteShownSignal(deps, channel.id, { productId: item.id, signal, at: now })
    }
    return votedItem(item, voteType)
  }

  /** The viewer's voted items of one kind, newest vote first. */
  async function votedItems(userId: string, kind: SQL) {
    const rows = await deps.db
      .select({ product: products, voteType: votes.voteType })
      .from(votes)
      .innerJoin(products, eq(products.id, votes.productId))
      .where(and(eq(votes.userId, userId), kind))
      .orderBy(desc(votes.createdAt), votes.productId)
      .limit(VOTE_LIST_MAX)
    return rows.map((row) => votedItem(row.product, row.voteType))
  }

  // Per route: a `use` here would reach the public rankings mounted beside these routes.
  return new Hono<UserVars>()
    .on(routes.voteUp.method, routes.voteUp.pattern, noStore, signedIn, async (c) =>
      c.json(await castVote(c.var.user.id, await readJson(c, VoteBodySchema), VOTE_UP)),
    )
    .on(routes.voteDown.method, routes.voteDown.pattern, noStore, signedIn, async (c) =>
      c.json(await castVote(c.var.user.id, await readJson(c, VoteBodySchema), VOTE_DOWN)),
    )
    .on(routes.votesProducts.method, routes.votesProducts.pattern, noStore, signedIn, async (c) =>
      c.json(await votedItems(c.var.user.id, sql`not ${isViatorTicket}`)),
    )
    .on(routes.votesViator.method, routes.votesViator.pattern, noStore, signedIn, async (c) =>
      c.json(await votedItems(c.var.user.id, isViatorTicket)),
    )
}
