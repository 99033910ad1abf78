// Products and vendors a channel's editors blocked: matching leaves them out and the
// feed stops showing them at once.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { channelBlocks, products } from '../db/schema'
import type { Blocks } from '../matching'
import { noteShownSignal, type SignalDeps } from './match-signals'
import type { WriteDeps } from './signal'

export type BlockKind = 'product' | 'vendor'
export type BlockRow = typeof channelBlocks.$inferSelect

/** The channel's blocks as matching and the feed use them. */
export async function blocksOf(db: Db, channelId: string): Promise<Blocks> {
  const rows = await listBlocks(db, channelId)
  return {
    productIds: rows.filter((r) => r.kind === 'product').map((r) => Number(r.value)),
    vendors: rows.filter((r) => r.kind === 'vendor').map((r) => r.value),
  }
}

/** The channel's blocks, oldest first. */
export function listBlocks(db: Db, channelId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(channelBlocks)
    .where(eq(channelBlocks.channelId, channelId))
    .orderBy(asc(channelBlocks.blockedAt), asc(channelBlocks.value))
}

/**
 * Blocks a product (its id) or a vendor (its name, any case), and signals; again is fine. A
 * product blocked anew is a signal against it for captions like the one that last showed it.
 */
export async function addBlock(
  deps: WriteDeps & SignalDeps,
  channelId: string,
  block: { kind: BlockKind; value: string; blockedBy: string; now: Date },
): Promise<void> {
  const added = await deps.db
    .insert(channelBlocks)
    .values({
      channelId,
      kind: block.kind,
      value: block.kind === 'vendor' ? block.value.toLowerCase() : block.value,
      blockedBy: block.blockedBy,
      blockedAt: block.now,
    })
    .onConflictDoNothing()
    .returning({ value: channelBlocks.value })
  deps.live.feedChanged(channelId)
  if (added.length && block.kind === 'product') {
    const productId = Number(block.value)
    await noteShownSignal(deps, channelId, { productId, signal: 'block', at: block.now })
  }
}

/** Lifts a block (absent is fine), and signals. */
export async function removeBlock(
  deps: WriteDeps,
  channelId: string,
  block: { kind: BlockKind; value: string },
): Promise<void> {
  const value = block.kind === 'vendor' ? block.value.toLowerCase() : block.value
  await deps.db
    .delete(channelBlocks)
    .where(
      and(
        eq(channelBlocks.channelId, channelId),
        eq(channelBlocks.kind, block.kind),
        eq(channelBlocks.value, value),
      ),
    )
  deps.live.feedChanged(channelId)
}

/** A condition on `products`: not blocked on the channel, by id or by vendor. */
export function notBlocked(channelId: string): SQL {
  return sql`not exists (select 1 from ${channelBlocks} where ${channelBlocks.channelId} = ${channelId} and ((${channelBlocks.kind} = 'product' and ${channelBlocks.value} = ${products.id}::text) or (${channelBlocks.kind} = 'vendor' and ${channelBlocks.value} = lower(${products.vendor}))))`
}

/** The channel's blocks as the Studio lists them: a product's title or the vendor as label. */
export async function describeBlocks(db: Db, channelId: string) {
  const rows = await listBlocks(db, channelId)
  const ids = rows.filter((r) => r.kind === 'product').map((r) => Number(r.value))
  const titles = new Map(
    ids.length
      ? (
          await db
            .select({ id: products.id, title: products.title })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [String(p.id), p.title])
      : [],
  )
  return rows.map((row) => ({
    kind: row.kind,
    value: row.value,
    label: row.kind === 'product' ? (titles.get(row.value) ?? `Product ${row.value}`) : row.value,
    blockedBy: row.blockedBy,
    blockedAt: new Date(row.blockedAt).toISOString(),
  }))
}
