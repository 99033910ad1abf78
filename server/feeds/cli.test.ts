import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runCommand, UsageError } from '../cli'
import { feeds, products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { MAX_XML_DEPTH } from './parse'
import { rss, rssItem } from './parse/test-helpers'
import { tooDeepMessage } from './parse/xml'
import { merchantTsv } from './tsv-writer'

let t: TestApp
let dir: string
const logged: string[] = []
const out = { log: (line: unknown) => logged.push(String(line)), error: () => {} }
const run = (...args: string[]) => runCommand(t.db, args, t.config, out)

const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability']
const row = (id: string, price = '12.00 GBP') => ({
  id,
  title: `Trail map ${id}`,
  description: `A folded trail map, sheet ${id}.`,
  link: `https://maps.example/${id}`,
  image_link: `https://maps.example/img/${id}.png`,
  price,
  availability: 'in_stock',
})

beforeAll(async () => {
  t = await testApp()
  dir = await mkdtemp(join(tmpdir(), 'stv-feed-cli-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await t.close()
})

describe('the feed command', () => {
  test('imports a file into a feed named after it, and prints what was rejected', async () => {
    const file = join(dir, 'maps.tsv')
    await writeFile(file, [...merchantTsv(COLUMNS, [row('m1'), row('m2'), row('m3', 'gratis')])])
    const said = await run('feed', 'intravel-uk', 'import', file)
    expect(said).toContain(
      'Imported "maps.tsv": read 3, imported 2, rejected 1, left the live feed 0.',
    )
    expect(said).toMatch(/4\tm3\tprice: /)
    const [feed] = await t.db.select().from(feeds).where(eq(feeds.name, 'maps.tsv'))
    expect(feed?.channelId).toBe('intravel-uk')
    const live = await t.db
      .select({ id: products.externalId })
      .from(products)
      .where(and(eq(products.channelId, 'intravel-uk'), eq(products.active, true)))
    expect(live.map((r) => r.id).sort()).toEqual(['m1', 'm2'])
    expect(await run('feed', 'intravel-uk', 'list')).toMatch(/\tmaps\.tsv\t\(file\)\toff/)
  })

  test('importing again into the same feed syncs it', async () => {
    const file = join(dir, 'maps.tsv')
    await writeFile(file, [...merchantTsv(COLUMNS, [row('m1')])])
    expect(await run('feed', 'intravel-uk', 'import', file)).toContain('left the live feed 1.')
  })

  test('the shared catalog lists the demo feed', async () => {
    expect(await run('feed', 'shared', 'list')).toMatch(/Demo catalog\t\(file\)\toff/)
  })

  test('a file that is not a feed fails and changes nothing', async () => {
    const file = join(dir, 'notes.txt')
    await writeFile(file, 'Remember to buy maps, compasses and a torch.\n')
    await expect(run('feed', 'intravel-uk', 'import', file, 'Notes')).rejects.toThrow(
      /not a product feed/i,
    )
  })

  test('a feed that nests too deep after its first items is reported failed, with why', async () => {
    const file = join(dir, 'deep.xml')
    const items = Array.from({ length: 300 }, (_, i) => rssItem('', `d${i}`)).join('')
    const nested = `<g:shipping>${'<x>'.repeat(100)}${'</x>'.repeat(100)}</g:shipping>`
    await writeFile(file, rss(items + rssItem(nested, 'deep')))
    expect(await run('feed', 'intravel-uk', 'import', file)).toBe(
      `The import of "deep.xml" failed: ${tooDeepMessage(MAX_XML_DEPTH + 1, 2, MAX_XML_DEPTH)} (read 300, imported 0, rejected 0).`,
    )
  })

  test('bad command lines are usage errors', async () => {
    await expect(run('feed')).rejects.toThrow(UsageError)
    await expect(run('feed', 'intravel-uk', 'sync')).rejects.toThrow(UsageError)
    await expect(run('feed', 'intravel-uk', 'import')).rejects.toThrow(UsageError)
    await expect(run('feed', 'no-such-channel', 'list')).rejects.toThrow('Unknown channel')
    await expect(
      run('feed', 'intravel-uk', 'import', 'https://maps.example/feed.tsv', 'maps.tsv'),
    ).rejects.toThrow(/is a file feed/)
  })
})
