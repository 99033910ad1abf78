// An in-memory database started from another's dump (how tests share one seeded database).
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { type Database, openDb } from '.'
import { queryRows } from './rows'

const memory = (from?: Blob) => openDb({ dataDir: 'memory://', databaseUrl: null, from })

async function stateOf(database: Database) {
  return queryRows(
    database.db,
    sql`select (select count(*)::int from channels) as rows,
      (select last_value::int from live_matches_id_seq) as used`,
    v.object({ rows: v.number(), used: v.number() }),
  )
}

test('starts as the dumped database was: its rows, and each sequence where it stood', async () => {
  const first = await memory()
  await first.db.execute(
    sql`insert into channels (id, name, topic, description) values ('dumped', 'Dumped', 'news', '')`,
  )
  await first.db.execute(sql`select nextval('live_matches_id_seq')`)
  const before = await stateOf(first)
  const dump = await first.dump()
  await first.close()
  expect(dump).not.toBeNull()

  const second = await memory(dump ?? undefined)
  try {
    expect(await stateOf(second)).toEqual(before)
    expect(before).toEqual([{ rows: 1, used: 1 }])
  } finally {
    await second.close()
  }
}, 60_000)

test('a database in a folder does not start from a dump', async () => {
  await expect(
    openDb({ dataDir: '/nonexistent/stv', databaseUrl: null, from: new Blob([]) }),
  ).rejects.toThrow('in-memory')
})
