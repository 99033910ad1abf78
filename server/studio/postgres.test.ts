import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { studioPaths } from '../../shared/api/studio'
import { channelMembers } from '../db/schema'
import { bearer, postgresTestApp, type TestApp } from '../testing'

// Studio races on a real PostgreSQL, where requests run on separate connections at once.
// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('the Studio on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_studio')
  })
  afterAll(() => t?.close())

  test('the same id created at once: one channel, one owner', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.signIn(`racer${i}@example.test`)),
    )
    const answers = await Promise.all(
      tokens.map((token) =>
        t.post(
          studioPaths.channels,
          { id: 'race-show', name: 'Race', topic: 'news' },
          bearer(token),
        ),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const owners = await t.db
      .select()
      .from(channelMembers)
      .where(eq(channelMembers.channelId, 'race-show'))
    expect(owners).toHaveLength(1)
  })

  test('two owners removing each other at once: one stays', async () => {
    const ann = bearer(await t.signIn('ann@example.test'))
    const ben = bearer(await t.signIn('ben@example.test'))
    await t.post(studioPaths.channels, { id: 'two-owners', name: 'Two', topic: 'news' }, ann)
    await t.post(
      studioPaths.members('two-owners'),
      { email: 'ben@example.test', role: 'owner' },
      ann,
    )
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        t.send(
          'DELETE',
          `${studioPaths.members('two-owners')}?email=ben@example.test`,
          undefined,
          ann,
        ),
        t.send(
          'DELETE',
          `${studioPaths.members('two-owners')}?email=ann@example.test`,
          undefined,
          ben,
        ),
      ])
      const rows = await t.db
        .select()
        .from(channelMembers)
        .where(eq(channelMembers.channelId, 'two-owners'))
      expect(rows.filter((r) => r.role === 'owner')).toHaveLength(1)
      // The loser was either refused as the last owner's remover (409) or, checked after the
      // winner committed, is no member any more (403).
      const statuses = [a?.status, b?.status]
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409 || s === 403)).toHaveLength(1)
      // Put the other owner back for the next round.
      const left = rows[0]?.email === 'ann@example.test' ? ann : ben
      const gone = rows[0]?.email === 'ann@example.test' ? 'ben@example.test' : 'ann@example.test'
      await t.post(studioPaths.members('two-owners'), { email: gone, role: 'owner' }, left)
    }
  })
})
