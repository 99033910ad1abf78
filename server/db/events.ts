// Notifications between the processes on one database: PostgreSQL's LISTEN/NOTIFY when it is
// shared, an in-process fan-out for an embedded database (one process holds it, server/db/lock).
import type { Sql } from 'postgres'

/** Hears the payloads notified on a topic; returns how to stop hearing them. */
export type Listen = (topic: string, onPayload: (payload: string) => void) => Promise<() => void>

/**
 * A database's notifications: `notify` reaches every listener of the topic in every process
 * on the database (this one too), after the notifying write is visible to them.
 */
export type DbEvents = {
  notify(topic: string, payload: string): Promise<void>
  listen: Listen
  /** Stops every listener (before the database closes). */
  close(): Promise<void>
}

/** Notifications within this process. */
export function localEvents(): DbEvents {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  return {
    async notify(topic, payload) {
      for (const listener of [...(listeners.get(topic) ?? [])]) listener(payload)
    },
    async listen(topic, onPayload) {
      const set = listeners.get(topic) ?? new Set()
      listeners.set(topic, set)
      // A wrapper per call, so the same function listening twice stops twice.
      const listener = (payload: string) => onPayload(payload)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    async close() {
      listeners.clear()
    },
  }
}

/**
 * PostgreSQL's LISTEN/NOTIFY through postgres-js: one connection held for listening (it
 * re-listens by itself after a reconnect), `pg_notify` on the pool.
 */
export function postgresEvents(client: Sql): DbEvents {
  const stops = new Set<() => Promise<void>>()
  return {
    async notify(topic, payload) {
      await client`select pg_notify(${topic}, ${payload})`
    },
    async listen(topic, onPayload) {
      const { unlisten } = await client.listen(topic, onPayload)
      const stop = async () => {
        stops.delete(stop)
        await unlisten().catch(() => {})
      }
      stops.add(stop)
      return () => {
        void stop()
      }
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()))
    },
  }
}
