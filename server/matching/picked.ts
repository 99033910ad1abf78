// What a channel's own signals do to a caption's contextual matches: items its editors and
// viewers picked for captions like it come first, those they turned down are left out.
import { and, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { products } from '../db/schema'
import { lookable } from './lookable'
import type { ContextRow } from './matcher'

/**
 * Not in the spec: the net weight of the channel's signals (server/feedback `weighSignals`) at
 * which an item is picked for a caption, and at which it is left out: a quarter of a pin or a
 * rejection on the same caption, so one viewer's click or vote alone never does either (two
 * viewers' votes do, a little less as they age).
 */
export const PICK_AT = 0.25
export const DROP_AT = -0.25

/** Not in the spec: a picked item's confidence, from this at PICK_AT to 1 at a weight of 1. */
export const PICKED_CONFIDENCE = 0.6

/** Whether the channel's signals turned the item down for this caption. */
export function isDropped(weights: ReadonlyMap<number, number>, productId: number): boolean {
  return (weights.get(productId) ?? 0) <= DROP_AT
}

/** A picked item's confidence by its weight: PICKED_CONFIDENCE at PICK_AT, up to 1. */
export function pickedConfidence(weight: number): number {
  const over = (Math.min(weight, 1) - PICK_AT) / (1 - PICK_AT)
  return PICKED_CONFIDENCE + (1 - PICKED_CONFIDENCE) * Math.max(0, over)
}

/**
 * The ranked contextual candidates with the channel's picks first (heaviest first, found by the
 * searches or read under `conditions`: live, in the catalog's scope, not blocked), each said to
 * be picked, and without the items it turned down.
 */
export async function pickedFirst(
  db: Db,
  ranked: readonly ContextRow[],
  weights: ReadonlyMap<number, number>,
  at: { conditions: SQL[] },
): Promise<ContextRow[]> {
  const kept = ranked.filter((row) => !isDropped(weights, row.id))
  const picks = [...weights]
    .filter(([, weight]) => weight >= PICK_AT)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
  if (!picks.length) return kept
  const found = new Map<number, Omit<ContextRow, 'match'>>(kept.map((row) => [row.id, row]))
  const missing = picks.map(([id]) => id).filter((id) => !found.has(id))
  if (missing.length) {
    const rows = await db
      .select(lookable)
      .from(products)
      .where(and(inArray(products.id, missing), ...at.conditions))
    for (const row of rows) found.set(row.id, row)
  }
  const first = picks.flatMap(([id, weight]): ContextRow[] => {
    const row = found.get(id)
    if (!row) return []
    const { id: productId, title, brand, category } = row
    return [
      {
        id: productId,
        title,
        brand,
        category,
        match: {
          productId,
          kind: 'contextual',
          score: pickedConfidence(weight),
          reason: { kind: 'contextual', words: [], by: 'picked' },
        },
      },
    ]
  })
  const firstIds = new Set(first.map((row) => row.id))
  return [...first, ...kept.filter((row) => !firstIds.has(row.id))]
}
