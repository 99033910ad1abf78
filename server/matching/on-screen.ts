// Names on screen (a lower third's "Garmin inReach Mini 2"): the items whose name an entity
// is, holds, or is part of, longest first, keyed the way names heard in captions are.
import { and, desc, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  type FindNamesOptions,
  findGrams,
  HitRow,
  hasTopic,
  isNameKey,
  itemNameKeys,
  liveNamed,
  type NameKind,
  type NameSource,
  nameKey,
  textsGrams,
  withoutJit,
} from '../catalog'
import type { Db } from '../db'
import { queryRows } from '../db/rows'
import { products } from '../db/schema'
import { captionWords, WORD_ROWS_BUDGET, wordRows } from './text-search'

/** An item named on screen, how, and by which words of which entity. */
export type ShownHit = {
  id: number
  title: string
  brand: string | null
  category: string
  kind: NameKind
  /** The entity's own words for the name ("Named on screen: …"). */
  name: string
}

/** Not in the spec: most items one entity may bring by a name it holds or is part of. */
const PER_ENTITY = 12

type Where = { allowed: SQL[]; onTopic: SQL; names: FindNamesOptions }

/**
 * Items named by the entities on screen. For each entity, best first: items with a name equal
 * to it (title, model or brand as written, or as keyed), else items with a name that holds it
 * whole ("Garmin inReach" of "Garmin inReach Mini 2 Satellite Communicator"), else items
 * whose names it holds, the longest first ("Garmin" of "Garmin Fenix 8 watch"), as a caption's.
 */
export async function namedOnScreen(
  db: Db,
  entities: readonly string[],
  where: Where,
): Promise<ShownHit[]> {
  const texts = [...new Map(entities.map((e) => [nameKey(e), e.trim()])).entries()].filter(
    ([key]) => key !== '',
  )
  if (!texts.length) return []
  const { grams, ranges } = textsGrams(texts.map(([, text]) => text))
  // One after the other: a lookup runs in a transaction, which holds PGlite's one connection.
  const equal = await equalNames(db, texts, where)
  const held = await findGrams(db, grams, where.names)
  const within = (i: number, exactly: boolean) => (hit: (typeof held)[number]) => {
    const [from, to] = ranges[i] ?? [0, 0]
    return exactly
      ? hit.span[0] === from && hit.span[1] === to
      : hit.span[0] >= from && hit.span[1] <= to
  }
  const named = (i: number) => equal.some((hit) => hit.entity === i) || held.some(within(i, true))
  const holding = await holdingNames(
    db,
    texts.flatMap(([key, text], i) => (named(i) ? [] : [{ key, text, i }])),
    where,
  )
  const asShown = (hits: typeof held): ShownHit[] =>
    hits.map(({ productId, title, brand, category, kind, heard }) => {
      return { id: productId, title, brand, category, kind, name: heard }
    })
  return texts.flatMap((_, i): ShownHit[] => {
    const same = equal.filter((hit) => hit.entity === i)
    if (same.length) return same
    const isName = held.filter(within(i, true))
    if (isName.length) return asShown(isName)
    const around = holding.filter((hit) => hit.entity === i)
    return around.length ? around : asShown(held.filter(within(i, false)))
  })
}

/** Items whose title, model or brand is an entity as written (case aside), best kind first. */
async function equalNames(
  db: Db,
  texts: readonly (readonly [string, string])[],
  where: Where,
): Promise<(ShownHit & { entity: number })[]> {
  const names = texts.map(([, text]) => text.toLowerCase())
  const titleHit = inArray(sql`lower(${products.title})`, names)
  const modelHit = inArray(sql`lower(${products.model})`, names)
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brand: products.brand,
      category: products.category,
      model: products.model,
      isTitle: sql<boolean>`(${titleHit})`,
      isModel: sql<boolean>`coalesce(${modelHit}, false)`,
    })
    .from(products)
    .where(
      and(or(titleHit, modelHit, inArray(sql`lower(${products.brand})`, names)), ...where.allowed),
    )
    // A named title beats a named model, which beats a brand; then the channel's topic.
    .orderBy(
      desc(sql`(${titleHit})::int`),
      desc(sql`(${modelHit})::int`),
      desc(sql`(${where.onTopic})::int`),
      products.id,
    )
    .limit(PER_ENTITY)
  return rows.map((row) => {
    const kind: NameKind = row.isTitle ? 'title' : row.isModel ? 'model' : 'brand'
    const value = (kind === 'title' ? row.title : kind === 'model' ? row.model : row.brand) ?? ''
    const entity = names.indexOf(value.toLowerCase())
    return {
      id: row.id,
      title: row.title,
      brand: row.brand,
      category: row.category,
      kind,
      name: texts[entity]?.[1] ?? value,
      entity,
    }
  })
}

/**
 * Items with a name that holds an entity whole, as keyed. The full-text index finds the
 * items whose text has the entity's words in a row (`phraseto_tsquery`), at most PER_ENTITY
 * per entity, those whose title holds it as written first; their keys then say which hold it
 * as a name. An entity made only of words more than WORD_ROWS_BUDGET items hold is no name
 * and is not looked up, so a lookup reads a bounded part of the index however large the
 * catalog.
 */
async function holdingNames(
  db: Db,
  entities: readonly { key: string; text: string; i: number }[],
  where: Where,
): Promise<(ShownHit & { entity: number })[]> {
  const named = entities.filter((entity) => isNameKey(entity.key))
  if (!named.length) return []
  const counts = await wordRows(db, [...new Set(named.flatMap((e) => captionWords(e.text)))])
  const rows = new Map(counts.map((count) => [count.word, count.rows]))
  const rare = named.filter((entity) =>
    captionWords(entity.text).some((word) => (rows.get(word) ?? 0) <= WORD_ROWS_BUDGET),
  )
  if (!rare.length) return []
  const topic = where.names.topic ?? ''
  const found = await withoutJit(db, (tx) =>
    queryRows(
      tx,
      sql`select e.key, p.* from unnest(${sql.param(rare.map((e) => e.text))}::text[]) as e(key)
      cross join lateral (
        select ${products.id} as id, ${products.type} as type, ${products.title} as title,
          ${products.brand} as brand, ${products.model} as model, ${products.category} as category,
          ${hasTopic(topic)} as on_topic
        from ${products}
        where ${and(sql`${products.search} @@ phraseto_tsquery('english', e.key)`, ...liveNamed(where.names))}
        order by strpos(lower(${products.title}), lower(e.key)) > 0 desc,
          ${hasTopic(topic)} desc, length(${products.title}), ${products.id}
        limit ${PER_ENTITY}
      ) p`,
      HitRow,
    ),
  )
  return found.flatMap((row) => {
    const entity = rare.find((e) => e.text === row.key)
    const kind = entity ? holderKind(row, entity.key) : null
    if (!entity || !kind) return []
    const { id, title, brand, category } = row
    return [{ id, title, brand, category, kind, name: entity.text, entity: entity.i }]
  })
}

/**
 * The kind of the item's best name that holds `key` whole (words, not letters); a title that
 * holds it without being it names the model, not the whole item; null when none holds it.
 */
export function holderKind(item: NameSource, key: string): NameKind | null {
  const holder = itemNameKeys(item).find((name) => ` ${name.key} `.includes(` ${key} `))
  if (!holder) return null
  return holder.kind === 'title' && holder.key !== key ? 'model' : holder.kind
}
