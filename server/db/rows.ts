import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from './index'

/**
 * Runs a raw SQL query (for what the query builder cannot say, such as a rollup's
 * data-modifying CTE) and checks its rows against `row`, on the database or in a transaction. The two drivers answer `execute`
 * differently (PGlite `{ rows }`, postgres.js an array of rows), which `Db`'s type hides.
 */
export async function queryRows<S extends v.GenericSchema>(
  db: Pick<Db, 'execute'>,
  query: SQL,
  row: S,
): Promise<v.InferOutput<S>[]> {
  const result: unknown = await db.execute(query)
  const rows = Array.isArray(result) ? result : v.parse(RowsSchema, result).rows
  return v.parse(v.array(row), rows)
}

const RowsSchema = v.object({ rows: v.array(v.unknown()) })

/** A count or sum as either driver returns it (bigint and numeric arrive as text). */
export const CountSchema = v.pipe(
  v.union([v.number(), v.string(), v.null()]),
  v.transform((value) => Number(value ?? 0)),
)

/** A timestamp as either driver returns it. */
export const TimeSchema = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
)
