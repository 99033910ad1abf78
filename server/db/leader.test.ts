import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { type OwnPostgresDatabase, ownPostgresDatabase } from '../testing'
import { openDb } from '.'
import {
  clockLeader,
  type Election,
  elect,
  type LeaseSession,
  leaderBackoffMs,
  postgresLeaseSession,
  soleSession,
} from './leader'

/** A lease the test hands out and takes back; `answers` false makes the database "hang". */
function fakeLease() {
  const lease = { free: true, mine: false, answers: true, closed: false }
  const reply = <T>(value: () => T) =>
    lease.answers ? Promise.resolve(value()) : new Promise<T>(() => {})
  const session: LeaseSession = {
    tryTake: () =>
      reply(() => {
        if (!lease.free) return false
        lease.free = false
        lease.mine = true
        return true
      }),
    stillHeld: () => reply(() => lease.mine),
    release: async () => {
      if (lease.mine) lease.free = true
      lease.mine = false
    },
    close: async () => {
      lease.closed = true
      if (lease.mine) lease.free = true
      lease.mine = false
    },
  }
  return { lease, session }
}

function recorder() {
  const events: string[] = []
  return {
    events,
    work: {
      lead: async () => {
        events.push('lead')
      },
      follow: async () => {
        events.push('follow')
      },
    },
  }
}

describe('elect', () => {
  let elections: Election[] = []
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await Promise.all(elections.map((e) => e.stop()))
    elections = []
  })
  const start = (session: LeaseSession, work: ReturnType<typeof recorder>['work']) => {
    const election = elect({ session, work, everyMs: 2_000, log: () => {} })
    elections.push(election)
    return election
  }

  test('takes a free lead at once and runs the leader work once', async () => {
    const { session } = fakeLease()
    const { events, work } = recorder()
    const election = start(session, work)
    await election.settled()
    expect(election.leadership().state).toBe('leader')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(events).toEqual(['lead'])
  })

  test('a follower tries again every 2 s and leads once the lead is free', async () => {
    const { lease, session } = fakeLease()
    lease.free = false
    const { events, work } = recorder()
    const election = start(session, work)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(election.leadership().state).toBe('follower')
    expect(events).toEqual([])
    lease.free = true
    await vi.advanceTimersByTimeAsync(2_000)
    expect(election.leadership().state).toBe('leader')
    expect(events).toEqual(['lead'])
  })

  test('a leader that no longer holds the lead steps down, and leads again when it can', async () => {
    const { lease, session } = fakeLease()
    const { events, work } = recorder()
    const election = start(session, work)
    await election.settled()
    // Its connection was lost and another process took the lock.
    lease.mine = false
    await vi.advanceTimersByTimeAsync(2_000)
    expect(election.leadership().state).toBe('follower')
    expect(events).toEqual(['lead', 'follow'])
    lease.free = true
    await vi.advanceTimersByTimeAsync(2_000)
    expect(events).toEqual(['lead', 'follow', 'lead'])
  })

  test('a leader whose database stops answering steps down after two periods', async () => {
    const { lease, session } = fakeLease()
    const { events, work } = recorder()
    const election = start(session, work)
    await election.settled()
    lease.answers = false
    await vi.advanceTimersByTimeAsync(2_000 + 3_999)
    expect(election.leadership().state).toBe('leader')
    await vi.advanceTimersByTimeAsync(1)
    expect(election.leadership().state).toBe('follower')
    expect(events).toEqual(['lead', 'follow'])
  })

  test('a leader whose work fails undoes it and lets the lead go; the next try leads anew', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { lease, session } = fakeLease()
    const { events, work } = recorder()
    let fails = true
    const election = start(session, {
      ...work,
      lead: async () => {
        await work.lead()
        if (fails) throw new Error('the database went away')
      },
    })
    await election.settled()
    expect(error).toHaveBeenCalledWith(
      'taking the lead failed (1 in a row; next try in 2 s)',
      expect.objectContaining({ message: 'the database went away' }),
    )
    expect(election.leadership().state).toBe('follower')
    expect(events).toEqual(['lead', 'follow'])
    // Free for this process or another to take.
    expect(lease).toMatchObject({ free: true, mine: false })
    fails = false
    await vi.advanceTimersByTimeAsync(2_000)
    expect(election.leadership().state).toBe('leader')
    expect(events).toEqual(['lead', 'follow', 'lead'])
    error.mockRestore()
  })

  test('a leader whose work keeps failing tries again less often, and as often as before once it runs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { lease, session } = fakeLease()
    const { work } = recorder()
    const tries: number[] = []
    let fails = true
    const election = start(session, {
      ...work,
      lead: async () => {
        tries.push(Date.now())
        if (fails) throw new Error('the database went away')
      },
    })
    const t0 = Date.now()
    const lastTry = () => (tries.at(-1) ?? Number.NaN) - t0
    await vi.advanceTimersByTimeAsync(40_000)
    // Each wait twice the one before: after 2, 4, 8 and 16 s (every 2 s, it would be 21 tries).
    expect(tries.map((at) => at - t0)).toEqual([0, 2_000, 6_000, 14_000, 30_000])
    expect(election.leadership().state).toBe('follower')
    // Free for another process meanwhile.
    expect(lease).toMatchObject({ free: true, mine: false })
    fails = false
    await vi.advanceTimersByTimeAsync(22_000)
    expect(lastTry()).toBe(62_000)
    expect(election.leadership().state).toBe('leader')
    // Work that runs resets the wait: the lead lost (at 64 s) and taken again (66 s), a new
    // failure is tried again after one period.
    fails = true
    lease.mine = false
    lease.free = true
    await vi.advanceTimersByTimeAsync(4_000)
    expect(lastTry()).toBe(66_000)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(lastTry()).toBe(68_000)
    expect(error).toHaveBeenLastCalledWith(
      'taking the lead failed (2 in a row; next try in 4 s)',
      expect.objectContaining({ message: 'the database went away' }),
    )
    error.mockRestore()
  })

  test('the wait after failed leader work doubles from one period up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => leaderBackoffMs(n, 2_000))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ])
    expect(leaderBackoffMs(1, 90_000)).toBe(90_000)
  })

  test('a lead lost and taken again while its work was failing keeps the new lead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { lease, session } = fakeLease()
    const { events, work } = recorder()
    let fail: (() => void) | undefined
    const election = start(session, {
      ...work,
      lead: async () => {
        await work.lead()
        // The first lead's work fails only when the test says; later ones succeed.
        if (events.length === 1) {
          await new Promise<void>((_, reject) => {
            fail = () => reject(new Error('the database went away'))
          })
        }
      },
    })
    await vi.advanceTimersByTimeAsync(0)
    // The connection drops and comes back: the lead is lost, then taken again.
    lease.mine = false
    await vi.advanceTimersByTimeAsync(2_000)
    lease.free = true
    await vi.advanceTimersByTimeAsync(2_000)
    expect(election.leadership().state).toBe('leader')
    fail?.()
    await election.settled()
    // The failed work steps down once (for the lost lead); the new lead runs its own work.
    expect(events).toEqual(['lead', 'follow', 'lead'])
    expect(election.leadership().state).toBe('leader')
    expect(lease.mine).toBe(true)
    error.mockRestore()
  })

  test('stop() lets the lead go after the work has followed', async () => {
    const { lease, session } = fakeLease()
    const { events, work } = recorder()
    const election = start(session, work)
    await election.settled()
    await election.stop()
    expect(events).toEqual(['lead', 'follow'])
    expect(lease).toMatchObject({ free: true, closed: true })
  })

  test('on the embedded database the one process leads', async () => {
    const { events, work } = recorder()
    const election = start(soleSession(), work)
    await election.settled()
    expect(election.leadership().state).toBe('leader')
    expect(events).toEqual(['lead'])
  })
})

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('the lead on PostgreSQL', () => {
  let own: OwnPostgresDatabase
  beforeAll(async () => {
    own = await ownPostgresDatabase(url ?? '', 'stv_leader')
  })
  afterAll(() => own?.drop())

  test('one of two sessions holds it; PostgreSQL names the holder; it passes on when the holder ends', async () => {
    const database = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    const first = postgresLeaseSession(own.url, '101@first')
    const second = postgresLeaseSession(own.url, '202@second')
    try {
      expect(await first.tryTake()).toBe(true)
      expect(await second.tryTake()).toBe(false)
      expect(await first.stillHeld()).toBe(true)
      expect(await second.stillHeld()).toBe(false)
      const leader = await clockLeader(database.db)
      expect(leader?.instance).toBe('101@first')
      expect(leader?.since).toBeInstanceOf(Date)

      // Let go (its work failed), the lead is free, and the session can take it again.
      await first.release()
      expect(await first.stillHeld()).toBe(false)
      expect(await clockLeader(database.db)).toBeNull()
      expect(await first.tryTake()).toBe(true)
      expect(await second.tryTake()).toBe(false)

      // The holder's connection is cut (as by a dead process): the lock goes with it.
      const admin = postgres(url ?? '', { max: 1, onnotice: () => {} })
      await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name like 'stv leader 101@first%'`
      await admin.end()
      expect(await first.stillHeld()).toBe(false)
      expect(await second.tryTake()).toBe(true)
      expect((await clockLeader(database.db))?.instance).toBe('202@second')
    } finally {
      await first.close()
      await second.close()
      await database.close()
    }
    const after = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    expect(await clockLeader(after.db)).toBeNull()
    await after.close()
  })
})
