import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { type Database, openDb } from '../db'
import { channelOrigins, seededOrigins } from '../db/schema'
import { testConfig } from '../testing'
import {
  createDemoChannels,
  demoOrigins,
  followDemoOrigins,
  UNREGISTERED_DEMO_CHANNEL,
} from './demo'
import { addOrigin, listOrigins, originEntries, removeOrigin } from './origins'

const OURS = 'http://localhost:8080'
const OURS_TOO = 'http://127.0.0.1:8080'
const HOSTS = 'http://127.0.0.1:8081'
const HOSTS_TOO = 'http://localhost:8081'
const MOVED = 'https://hosts.example'
const config = testConfig({ publicOrigin: OURS, demoHostsOrigin: HOSTS })
const moved = testConfig({ publicOrigin: OURS, demoHostsOrigin: MOVED })
const CHANNEL = 'wildtv'

let database: Database
beforeEach(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
})
afterEach(() => database.close())

const originsOf = (channelId: string) => listOrigins(database.db, channelId)

describe('demoOrigins', () => {
  test('our origin for every demo channel, the demo hosts for all but one, both spellings', () => {
    expect(demoOrigins(config, [CHANNEL, UNREGISTERED_DEMO_CHANNEL, 'not-a-demo'])).toEqual([
      { channelId: CHANNEL, origin: OURS },
      { channelId: CHANNEL, origin: OURS_TOO },
      { channelId: CHANNEL, origin: HOSTS },
      { channelId: CHANNEL, origin: HOSTS_TOO },
      { channelId: UNREGISTERED_DEMO_CHANNEL, origin: OURS },
      { channelId: UNREGISTERED_DEMO_CHANNEL, origin: OURS_TOO },
    ])
  })
})

describe('followDemoOrigins', () => {
  test('a start with the configuration the seed had changes nothing', async () => {
    await createDemoChannels(database.db, config)
    expect(await originsOf(CHANNEL)).toEqual([HOSTS, OURS_TOO, HOSTS_TOO, OURS].sort())
    expect(await followDemoOrigins(database.db, config)).toEqual({ added: [], withdrawn: [] })
    expect(await originsOf(CHANNEL)).toEqual([HOSTS, OURS_TOO, HOSTS_TOO, OURS].sort())
  })

  test('a changed DEMO_HOSTS_ORIGIN is registered in place of the old one', async () => {
    await createDemoChannels(database.db, config)
    const changes = await followDemoOrigins(database.db, moved)
    const demo = DEMO_CHANNELS.length - 1
    expect(changes.added).toHaveLength(demo)
    expect(changes.added.every((pair) => pair.origin === MOVED)).toBe(true)
    expect(changes.withdrawn).toHaveLength(demo * 2)
    expect(await originsOf(CHANNEL)).toEqual([OURS_TOO, MOVED, OURS].sort())
    expect(await originsOf(UNREGISTERED_DEMO_CHANNEL)).toEqual([OURS_TOO, OURS].sort())
    // And back again at the next start with the old configuration.
    await followDemoOrigins(database.db, config)
    expect(await originsOf(CHANNEL)).toEqual([HOSTS, OURS_TOO, HOSTS_TOO, OURS].sort())
  })

  test("an operator's removal stays, and an operator's own origin is never withdrawn", async () => {
    await createDemoChannels(database.db, config)
    await removeOrigin(database.db, CHANNEL, HOSTS)
    await addOrigin(database.db, CHANNEL, MOVED)
    expect(await followDemoOrigins(database.db, config)).toEqual({ added: [], withdrawn: [] })
    expect(await originsOf(CHANNEL)).toEqual([OURS_TOO, HOSTS_TOO, MOVED, OURS].sort())
    // The configuration moves to the operator's origin and away again: still theirs. The
    // origin the operator removed is not counted as withdrawn: it was not registered.
    const away = await followDemoOrigins(database.db, moved)
    expect(away.withdrawn).toContainEqual({ channelId: CHANNEL, origin: HOSTS_TOO })
    expect(away.withdrawn).not.toContainEqual({ channelId: CHANNEL, origin: HOSTS })
    // And back: the origin the operator removed is not registered again.
    const back = await followDemoOrigins(database.db, config)
    expect(back.added).toContainEqual({ channelId: CHANNEL, origin: HOSTS_TOO })
    expect(back.added).not.toContainEqual({ channelId: CHANNEL, origin: HOSTS })
    expect(back.withdrawn).not.toContainEqual({ channelId: CHANNEL, origin: MOVED })
    expect(await originsOf(CHANNEL)).toContain(MOVED)
    expect(await originsOf(CHANNEL)).not.toContain(HOSTS)
    expect(await originsOf(CHANNEL)).toContain(HOSTS_TOO)
  })

  test('a database seeded before the record is put on record as it stands', async () => {
    await createDemoChannels(database.db, config)
    await database.db.delete(seededOrigins)
    await removeOrigin(database.db, CHANNEL, HOSTS)
    // Whether the missing origin was the operator's doing cannot be told: nothing changes,
    // at this start or the next.
    expect(await followDemoOrigins(database.db, config)).toEqual({ added: [], withdrawn: [] })
    expect(await followDemoOrigins(database.db, config)).toEqual({ added: [], withdrawn: [] })
    expect(await originsOf(CHANNEL)).toEqual([OURS_TOO, HOSTS_TOO, OURS].sort())
    expect((await database.db.select().from(seededOrigins)).length).toBeGreaterThan(0)
  })

  test('the origins the configuration gives are verified by it; an operator’s others are not', async () => {
    const states = async () =>
      Object.fromEntries(
        (await originEntries(database.db, CHANNEL)).map((entry) => [
          entry.origin,
          entry.state === 'verified' ? entry.verifiedBy : 'unverified',
        ]),
      )
    await createDemoChannels(database.db, config)
    expect(await states()).toEqual({
      [OURS]: 'configuration',
      [OURS_TOO]: 'configuration',
      [HOSTS]: 'configuration',
      [HOSTS_TOO]: 'configuration',
    })
    await addOrigin(database.db, CHANNEL, MOVED)
    await followDemoOrigins(database.db, config)
    expect((await states())[MOVED]).toBe('unverified')
    // Once the configuration gives the operator's origin, its word verifies it.
    await followDemoOrigins(database.db, moved)
    expect((await states())[MOVED]).toBe('configuration')
  })

  test('a database from before verification gets its configured origins verified at start', async () => {
    await createDemoChannels(database.db, config)
    await database.db.update(channelOrigins).set({ verifiedAt: null, verifiedBy: null })
    await database.db.delete(seededOrigins)
    await followDemoOrigins(database.db, config)
    const entries = await originEntries(database.db, UNREGISTERED_DEMO_CHANNEL)
    expect(entries.map((entry) => [entry.origin, entry.state])).toEqual([
      [OURS_TOO, 'verified'],
      [OURS, 'verified'],
    ])
  })

  test('a database without the demo channels is left alone', async () => {
    expect(await followDemoOrigins(database.db, config)).toEqual({ added: [], withdrawn: [] })
    expect(await database.db.select().from(seededOrigins)).toEqual([])
  })
})
