// Migration 0016 takes bidi controls out of the display texts stored before it.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDb } from '.'
import { channels, users } from './schema'

const MIGRATION = new URL('./migrations/0016_strip_bidi_controls.sql', import.meta.url)

test('the migration strips bidi controls from stored names and leaves clean text as it was', async () => {
  const database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  try {
    const { db } = database
    await db.insert(channels).values([
      { id: 'tricky', name: 'Sale \u202Egnp.exe', topic: 'news\u2066', description: '\u200Fok' },
      { id: 'plain', name: 'قناة الرياضة', topic: 'sport', description: '' },
    ])
    await db.insert(users).values({
      id: 'u1',
      issuer: 'test',
      subject: 's1',
      email: 'ana@example.com',
      name: '\u202Eanil anA',
      displayName: null,
    })
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const rows = await db.select().from(channels)
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]))
    expect(byId.tricky).toMatchObject({ name: 'Sale gnp.exe', topic: 'news', description: 'ok' })
    expect(byId.plain).toMatchObject({ name: 'قناة الرياضة', topic: 'sport' })
    const [user] = await db.select().from(users)
    expect(user).toMatchObject({ name: 'anil anA', displayName: null })
  } finally {
    await database.close()
  }
}, 60_000)
