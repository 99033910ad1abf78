// Migration 0018 (origin verification) on a database that already has origins: the seed's
// are verified by the configuration that gave them, every other one waits for its token.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { vector } from '@electric-sql/pglite-pgvector'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import * as v from 'valibot'
import { afterAll, expect, test } from 'vitest'
import { ORIGIN_TOKEN_PATTERN } from '../../shared/origin-verification'
import { queryRows } from './rows'
import * as schema from './schema'

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))
const TAG = '0018_origin_verification'

/** The migrations folder as it stood before `TAG`: its files, with the journal cut there. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'stv-migrations-'))
  cpSync(MIGRATIONS, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 0) throw new Error(`no migration ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

const client = new PGlite('memory://', { extensions: { vector } })
const db = drizzle(client, { schema })
afterAll(() => client.close())

test('the seed’s origins come out verified by configuration, an owner’s unverified, each with its own token', async () => {
  await migrate(db, { migrationsFolder: migrationsBefore(TAG) })
  await db.execute(sql`insert into channels (id, name, topic, description)
    values ('wildtv', 'Wild TV', 'nature', ''), ('ana-tv', 'Ana TV', 'cooking', '')`)
  await db.execute(sql`insert into channel_origins (channel_id, origin) values
    ('wildtv', 'http://127.0.0.1:8081'), ('wildtv', 'https://added-by-hand.example'),
    ('ana-tv', 'https://www.google.com')`)
  await db.execute(
    sql`insert into seeded_origins (channel_id, origin) values ('wildtv', 'http://127.0.0.1:8081')`,
  )

  await migrate(db, { migrationsFolder: MIGRATIONS })

  const rows = await queryRows(
    db,
    sql`select channel_id, origin, token, verified_by, verified_at is not null as verified
      from channel_origins order by channel_id, origin`,
    v.object({
      channel_id: v.string(),
      origin: v.string(),
      token: v.string(),
      verified_by: v.nullable(v.string()),
      verified: v.boolean(),
    }),
  )
  expect(rows.map(({ token: _, ...row }) => row)).toEqual([
    {
      channel_id: 'ana-tv',
      origin: 'https://www.google.com',
      verified_by: null,
      verified: false,
    },
    {
      channel_id: 'wildtv',
      origin: 'http://127.0.0.1:8081',
      verified_by: 'configuration',
      verified: true,
    },
    {
      channel_id: 'wildtv',
      origin: 'https://added-by-hand.example',
      verified_by: null,
      verified: false,
    },
  ])
  for (const { token } of rows)
    expect(token).toMatch(new RegExp(`^${ORIGIN_TOKEN_PATTERN.source}$`))
  expect(new Set(rows.map((row) => row.token)).size).toBe(rows.length)
})
