// One leader among the server processes on one database, for the work that must run once
// across the system (the program clock). On PostgreSQL the leader is whoever holds a
// session-level advisory lock on a connection of its own: the lock dies with the process or
// its connection, so another process takes it at its next try. On PGlite the one process
// that holds the folder is the leader.
import { hostname } from 'node:os'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import * as v from 'valibot'
import type { Db } from '.'
import { CLOCK_LEADER_LOCK } from './advisory-locks'
import { queryRows } from './rows'

const [LOCK_SPACE, LEADER_KEY] = CLOCK_LEADER_LOCK

/** Not in the spec: how often a follower tries to lead, and a leader checks it still does. */
export const LEADER_TRY_MS = 2_000

/**
 * Not in the spec: the longest a process whose leader work keeps failing waits before it tries
 * to lead again. After each failure in a row it waits twice as long as after the one before
 * (one try period after the first), up to this; work that runs resets it.
 */
export const LEADER_BACKOFF_MAX_MS = 60_000

/**
 * How long a process waits before it tries to lead again after its leader work failed
 * `failures` times in a row (1 or more): one try period, doubled for each failure after the
 * first, at most LEADER_BACKOFF_MAX_MS.
 */
export function leaderBackoffMs(failures: number, everyMs = LEADER_TRY_MS): number {
  return Math.min(
    everyMs * 2 ** Math.max(0, failures - 1),
    Math.max(everyMs, LEADER_BACKOFF_MAX_MS),
  )
}

/**
 * The database side of an election: take the lead if free, tell whether it is still held,
 * and let it go. A lost connection is a lost lead.
 */
export type LeaseSession = {
  tryTake(): Promise<boolean>
  stillHeld(): Promise<boolean>
  /** Lets a held lead go, keeping the session for later tries. */
  release(): Promise<void>
  close(): Promise<void>
}

/** Whether this process leads now, and since when. */
export type Leadership = { state: 'follower' } | { state: 'leader'; since: Date }

/** What the process does when it takes and when it loses the lead (each awaited in turn). */
export type LeaderWork = { lead(): Promise<void>; follow(): Promise<void> }

/**
 * A running election: `settled()` waits for the rounds begun so far and their work (a
 * server waits for its first before answering), `stop()` ends it, letting the lead go after
 * the work has followed.
 */
export type Election = {
  leadership(): Leadership
  settled(): Promise<void>
  stop(): Promise<void>
}

/** A name for this process in the logs and in PostgreSQL's view of its connections. */
export function instanceName(): string {
  return `${process.pid}@${hostname().slice(0, 24)}`
}

/**
 * Tries to lead now and then every `everyMs`; a leader checks each time that it still
 * holds the lead and steps down (runs `work.follow()`) when it does not or cannot tell.
 * Transitions run one at a time, never overlapping; a slow `lead()` does not delay the checks.
 * A process whose leader work failed holds off its next tries (`leaderBackoffMs`), so a
 * failing start is not retried, and logged, every period; another process may lead meanwhile.
 */
export function elect(options: {
  session: LeaseSession
  work: LeaderWork
  everyMs?: number
  now?: () => Date
  log?: (message: string) => void
}): Election {
  const { session, work } = options
  const everyMs = options.everyMs ?? LEADER_TRY_MS
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message) => console.log(message))
  let leadership: Leadership = { state: 'follower' }
  let transitions: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let round: Promise<void> = Promise.resolve()
  /** Leader work that failed in a row, and when this process may next try to lead. */
  let failures = 0
  let holdOffUntil = 0

  const queue = (step: () => Promise<void>, failure: string) => {
    transitions = transitions.then(step).catch((error: unknown) => console.error(failure, error))
  }

  /**
   * Runs the leader's work. Work that fails (a database that went away while the clock
   * started) is undone and the lead let go, so the next try, here or in another process,
   * takes it anew: a leader must not hold the lead with its work not running.
   */
  async function lead() {
    const taken = leadership
    try {
      await work.lead()
      failures = 0
    } catch (error) {
      failures += 1
      const waitMs = leaderBackoffMs(failures, everyMs)
      holdOffUntil = now().getTime() + waitMs
      console.error(
        `taking the lead failed (${failures} in a row; next try in ${waitMs / 1000} s)`,
        error,
      )
      // A check that found this lead lost meanwhile has queued the step down itself (and a
      // lead taken again since then has queued its own work).
      if (leadership !== taken) return
      leadership = { state: 'follower' }
      log(`Clock leader: this process (${instanceName()}) lets the lead go`)
      try {
        await work.follow()
      } finally {
        await session.release()
      }
    }
  }

  /** Gives up waiting on a database that does not answer: an unknown lead is a lost one. */
  const answered = (question: Promise<boolean>) =>
    new Promise<boolean>((resolve) => {
      const giveUp = setTimeout(() => resolve(false), everyMs * 2)
      question.then(resolve, () => resolve(false)).finally(() => clearTimeout(giveUp))
    })

  async function check() {
    if (leadership.state === 'follower') {
      if (now().getTime() < holdOffUntil) return
      if (!(await answered(session.tryTake())) || stopped) return
      leadership = { state: 'leader', since: now() }
      log(`Clock leader: this process (${instanceName()}) leads from now`)
      queue(lead, 'letting the lead go failed')
    } else if (!(await answered(session.stillHeld()))) {
      leadership = { state: 'follower' }
      log(`Clock leader: this process (${instanceName()}) lost the lead`)
      queue(work.follow, 'stepping down failed')
    }
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      round = check().finally(schedule)
    }, everyMs)
    timer.unref?.()
  }
  round = check().finally(schedule)

  return {
    leadership: () => leadership,
    async settled() {
      await round
      await transitions
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await round
      if (leadership.state === 'leader') {
        leadership = { state: 'follower' }
        queue(work.follow, 'stepping down failed')
      }
      await transitions
      await session.close()
    },
  }
}

/** The one process on an embedded database: it leads as long as it runs. */
export function soleSession(): LeaseSession {
  return {
    tryTake: async () => true,
    stillHeld: async () => true,
    release: async () => {},
    close: async () => {},
  }
}

/** PostgreSQL's `application_name` limit (NAMEDATALEN - 1). */
const APP_NAME_MAX = 63

/**
 * The lead as a session-level advisory lock on a connection of its own (one connection,
 * never shared with queries, so the lock is exactly as alive as that connection). Once
 * taken, the connection's `application_name` says who leads since when: `clockLeader`
 * reads it.
 */
export function postgresLeaseSession(databaseUrl: string, instance = instanceName()): LeaseSession {
  /** The connection's name while it does not lead (`tryTake` renames it while it does). */
  const followerName = `stv ${instance}`.slice(0, APP_NAME_MAX)
  const client = postgres(databaseUrl, {
    max: 1,
    idle_timeout: 0,
    // postgres.js recycles a connection after 30–60 minutes by default, and the lead with it.
    max_lifetime: null,
    onnotice: () => {},
    connection: { application_name: followerName },
  })
  return {
    async tryTake() {
      const [row] = await client`select pg_try_advisory_lock(${LOCK_SPACE}, ${LEADER_KEY}) as ok`
      if (row?.ok !== true) return false
      const name = `stv leader ${instance} ${new Date().toISOString().slice(0, 19)}Z`
      await client`select set_config('application_name', ${name.slice(0, APP_NAME_MAX)}, false)`
      return true
    },
    async stillHeld() {
      // A reconnected session (postgres.js reconnects on its own) does not hold the lock, and
      // a connection cut under the question (the query fails with CONNECTION_CLOSED when it
      // was sent before the close was seen) took the lock with it.
      try {
        const [row] = await client`select exists(
            select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
              and classid = ${LOCK_SPACE} and objid = ${LEADER_KEY} and objsubid = 2 and granted
          ) as held`
        return row?.held === true
      } catch {
        return false
      }
    },
    async release() {
      await client`select pg_advisory_unlock(${LOCK_SPACE}, ${LEADER_KEY})`
      await client`select set_config('application_name', ${followerName}, false)`
    },
    close: () => client.end({ timeout: 5 }),
  }
}

const LeaderRow = v.object({ application_name: v.string() })

/** Who leads the program clock: a PostgreSQL process's instance and since when, or null. */
export type ClockLeader = { instance: string; since: Date | null }

/**
 * The process holding the clock lead on this PostgreSQL database (for tests and operators:
 * the same query answers in psql), or null while none does.
 */
export async function clockLeader(db: Db): Promise<ClockLeader | null> {
  const rows = await queryRows(
    db,
    sql`
    select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.classid = ${LOCK_SPACE}
      and l.objid = ${LEADER_KEY} and l.objsubid = 2
      and l.database = (select oid from pg_database where datname = current_database())`,
    LeaderRow,
  )
  const name = rows[0]?.application_name
  if (name === undefined) return null
  const match = /^stv leader (\S+) (\S+)$/.exec(name)
  if (!match) return { instance: name, since: null }
  const since = new Date(match[2] ?? '')
  return { instance: match[1] ?? name, since: Number.isNaN(since.getTime()) ? null : since }
}
