// live/ is the only writer of what a channel's live feed is made of (its matches, the segments
// they aired in, its blocks): its write functions send the change signal themselves, so a new
// writer elsewhere would be one that can forget it. This reads every source file of the server
// and the scripts and fails on a write of those tables outside live/, or on an import of one of
// live/'s files past its index (`recordMatches`, the unsignalled append, is not in it).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

/** The tables live/ owns, as Drizzle names them and as SQL does. */
const OWNED = [
  { drizzle: 'liveMatches', sql: 'live_matches' },
  { drizzle: 'airedSegments', sql: 'aired_segments' },
  { drizzle: 'channelBlocks', sql: 'channel_blocks' },
]

/** The writes of an owned table in a source text: Drizzle's insert/update/delete, or SQL's. */
function ownedWrites(source: string): string[] {
  const found: string[] = []
  for (const table of OWNED) {
    const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${table.drizzle}\\s*\\)`, 'g')
    const sql = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+("?${table.sql}"?|\\$\\{\\s*${table.drizzle}\\s*\\})(?![\\w])`,
      'gi',
    )
    for (const m of source.matchAll(drizzle)) found.push(m[0])
    for (const m of source.matchAll(sql)) found.push(m[0])
  }
  return found
}

const root = join(import.meta.dirname, '..', '..')

/** The TypeScript sources under `dir`, tests and test helpers left out. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f))
}

/** Where writes are allowed: live/ itself, the schema and its migrations (they define the tables). */
function allowed(path: string): boolean {
  return (
    path.startsWith('server/live/') ||
    path === 'server/db/schema.ts' ||
    path.startsWith('server/db/migrations/')
  )
}

describe('ownedWrites', () => {
  test('finds Drizzle inserts, updates and deletes of an owned table, across lines', () => {
    expect(ownedWrites('await db.insert(liveMatches).values(rows)')).toEqual([
      '.insert(liveMatches)',
    ])
    expect(ownedWrites('tx\n  .update(\n    liveMatches\n  ).set({})')).toEqual([
      '.update(\n    liveMatches\n  )',
    ])
    expect(ownedWrites('db.delete(channelBlocks)')).toEqual(['.delete(channelBlocks)'])
    expect(ownedWrites('db.insert(airedSegments)')).toEqual(['.insert(airedSegments)'])
  })

  test('finds SQL writes, by name or by the table interpolated', () => {
    expect(ownedWrites("sql`insert into live_matches (channel_id) values ('x')`")).toEqual([
      'insert into live_matches',
    ])
    expect(ownedWrites('sql`UPDATE "live_matches" SET status = 1`')).toEqual([
      'UPDATE "live_matches"',
    ])
    // Source text as a file holds it: '$' + '{' spells a template's placeholder.
    const placeholder = `$${'{'}liveMatches}`
    expect(ownedWrites(`sql\`delete from ${placeholder} where true\``)).toEqual([
      `delete from ${placeholder}`,
    ])
    expect(ownedWrites('sql`truncate table aired_segments`')).toEqual([
      'truncate table aired_segments',
    ])
  })

  test('leaves reads and other tables alone', () => {
    expect(ownedWrites('db.select().from(liveMatches)')).toEqual([])
    expect(ownedWrites('sql`select count(*) from live_matches`')).toEqual([])
    expect(ownedWrites('db.insert(products)')).toEqual([])
    expect(ownedWrites('sql`update live_matches_archive set x = 1`')).toEqual([])
  })
})

/** Imports of one of live/'s files (not its index) in a source text outside it. */
function liveInternals(source: string): string[] {
  return [...source.matchAll(/from '(?:\.\.?\/)+(?:server\/)?live\/[\w-]+'/g)].map((m) => m[0])
}

test('liveInternals finds an import of a file of live/, not of its index', () => {
  expect(liveInternals("import { recordMatches } from '../live/append'")).toEqual([
    "from '../live/append'",
  ])
  expect(liveInternals("import { x } from './live/signal'")).toEqual(["from './live/signal'"])
  expect(liveInternals("import { appendMatches } from '../live'")).toEqual([])
  expect(liveInternals("import { x } from './delivery/live-thing'")).toEqual([])
})

test('outside server/live, sources use live/ through its index (no unsignalled append)', () => {
  const outside = [...sources('server'), ...sources('scripts')]
    .filter((path) => !path.startsWith('server/live/'))
    .flatMap((path) =>
      liveInternals(readFileSync(join(root, path), 'utf8')).map((found) => `${path}: ${found}`),
    )
  expect(outside).toEqual([])
})

test('no source outside server/live writes live_matches, aired_segments or channel_blocks', () => {
  const files = [...sources('server'), ...sources('scripts')]
  // The scan reads the tree it means to: the writers live/ has are found.
  expect(files).toContain('server/live/append.ts')
  expect(ownedWrites(readFileSync(join(root, 'server/live/append.ts'), 'utf8'))).toEqual([
    '.insert(liveMatches)',
    '.insert(airedSegments)',
  ])
  const outside = files
    .filter((path) => !allowed(relative(root, join(root, path))))
    .flatMap((path) =>
      ownedWrites(readFileSync(join(root, path), 'utf8')).map((write) => `${path}: ${write}`),
    )
  expect(outside).toEqual([])
})

/** The imports in the source text of `path` that resolve into server/demo. */
function demoImports(path: string, source: string): string[] {
  return [...source.matchAll(/from '(\.\.?\/[\w./-]+)'/g)]
    .filter((m) => {
      const target = relative(root, join(root, dirname(path), m[1] ?? ''))
      return target === 'server/demo' || target.startsWith('server/demo/')
    })
    .map((m) => m[0])
}

test('demoImports finds an import of server/demo or one of its files, by where it points', () => {
  const file = 'server/live/x.ts'
  expect(demoImports(file, "import { PROGRAMS } from '../demo'")).toEqual(["from '../demo'"])
  expect(demoImports(file, "import { x } from '../demo/region'")).toEqual(["from '../demo/region'"])
  expect(demoImports('server/seed.ts', "import { x } from './demo'")).toEqual(["from './demo'"])
  expect(demoImports('server/channels/x.ts', "import { x } from './demo'")).toEqual([])
  expect(demoImports(file, "import { x } from '../demo-stream'")).toEqual([])
})

test("the capabilities read the demo channels' content as channel data, not from server/demo", () => {
  const capabilities = ['catalog', 'matching', 'live', 'feedback', 'channels', 'studio', 'insights']
  const found = capabilities
    .flatMap((dir) => sources(`server/${dir}`))
    .flatMap((path) =>
      demoImports(path, readFileSync(join(root, path), 'utf8')).map((hit) => `${path}: ${hit}`),
    )
  expect(found).toEqual([])
})
