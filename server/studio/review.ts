// Reviewing matches in the Studio: recent segments and their matches, pins, blocks, and
// the approve-first queue. Editors and owners alike.
import { Hono } from 'hono'
import * as v from 'valibot'
import { routes } from '../../shared/api/routes'
import {
  BLOCK_KINDS,
  BlockBodySchema,
  DecisionSchema,
  MatchesQuerySchema,
  PinBodySchema,
} from '../../shared/api/studio'
import type { AppDeps } from '../deps'
import { HttpError, parse, readJson } from '../http/errors'
import {
  addBlock,
  decideMatch,
  describeBlocks,
  listBlocks,
  pendingCount,
  pinProduct,
  recentSegments,
  removeBlock,
} from '../live'
import { productExists } from '../matching'
import type { StudioVars } from './access'

const MatchIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'not a match id'),
  v.transform(Number),
)
const BlockQuerySchema = v.object({
  kind: v.picklist(BLOCK_KINDS, 'kind is product or vendor'),
  value: v.pipe(
    v.string('say which one: ?value='),
    v.trim(),
    v.minLength(1, 'say which one: ?value='),
  ),
})

export function reviewRoutes(deps: AppDeps) {
  const blocks = async (channelId: string) => ({ blocks: await describeBlocks(deps.db, channelId) })
  return new Hono<StudioVars>()
    .on(routes.matches.method, routes.matches.pattern, async (c) => {
      const { limit } = parse(MatchesQuerySchema, c.req.query(), 'query')
      const { id, approval } = c.var.channel
      // One more than asked says whether there are older ones.
      const segments = await recentSegments(deps.db, id, deps.now(), limit + 1)
      return c.json({
        approval,
        pending: await pendingCount(deps.db, id),
        segments: segments.slice(0, limit),
        more: segments.length > limit,
      })
    })
    .on(routes.matchDecide.method, routes.matchDecide.pattern, async (c) => {
      const matchId = parse(MatchIdSchema, c.req.param('matchId'), 'match id')
      const { decision } = await readJson(c, DecisionSchema)
      const done = await decideMatch(deps, c.var.channel.id, {
        matchId,
        approve: decision === 'approve',
        now: deps.now(),
      })
      if (!done) throw new HttpError(409, 'That match is not waiting for a decision (any more).')
      return c.json({ ok: true })
    })
    .on(routes.pinAdd.method, routes.pinAdd.pattern, async (c) => {
      const { productId } = await readJson(c, PinBodySchema)
      const channelId = c.var.channel.id
      const blocked = (await listBlocks(deps.db, channelId)).some(
        (b) => b.kind === 'product' && b.value === String(productId),
      )
      if (blocked)
        throw new HttpError(409, 'That product is blocked on this channel: unblock it first.')
      const pinned = await pinProduct(deps, channelId, {
        productId,
        by: c.var.user.email.toLowerCase(),
        now: deps.now(),
      })
      if (!pinned) throw new HttpError(400, `There is no product ${productId}.`)
      return c.json({ ok: true }, 201)
    })
    .on(routes.blocks.method, routes.blocks.pattern, async (c) =>
      c.json(await blocks(c.var.channel.id)),
    )
    .on(routes.blockAdd.method, routes.blockAdd.pattern, async (c) => {
      const block = await readJson(c, BlockBodySchema)
      if (block.kind === 'product') {
        if (!(await productExists(deps.db, block.value)))
          throw new HttpError(400, `There is no product ${block.value}.`)
      }
      await addBlock(deps, c.var.channel.id, {
        kind: block.kind,
        value: String(block.value),
        blockedBy: c.var.user.email.toLowerCase(),
        now: deps.now(),
      })
      return c.json(await blocks(c.var.channel.id))
    })
    .on(routes.blockRemove.method, routes.blockRemove.pattern, async (c) => {
      const query = parse(BlockQuerySchema, c.req.query(), 'query')
      await removeBlock(deps, c.var.channel.id, query)
      return c.json(await blocks(c.var.channel.id))
    })
}
