// Background work that gives every live item a vector of each model: after an import (kick),
// at start, and once a minute (an import another process ran, a model that was down). Work is
// done in batches; a stopping server ends it between batches or mid-embed.
import { sql } from 'drizzle-orm'
import type { Db } from '../db'
import { VECTORIZER_LOCK_SPACE } from '../db/advisory-locks'
import { createTasks, type Tasks } from '../tasks'
import { pendingItems, saveVectors } from './store'
import type { EmbeddingModel } from './types'

/** Not in the spec: items embedded per model call and per saving statement. */
export const VECTORIZE_BATCH_SIZE = 128

/** Not in the spec: how often each process looks for items without vectors. */
export const VECTORIZE_TICK_MS = 60_000

/** What the vectorizer needs. */
export type VectorizerDeps = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  models: readonly EmbeddingModel[]
  tasks: Tasks
  batchSize?: number
  tickMs?: number
  /** Where failures are told (console.error by default). */
  log?: (message: string, error: unknown) => void
}

/** A process's vectorizer. */
export type Vectorizer = {
  /** The ids of the models it embeds with, the preferred first (whose coverage the Studio shows). */
  readonly models: readonly string[]
  /** Looks for items to embed soon (an import ended); calls while a pass runs make one more. */
  kick(): void
  /** Kicks now and then every `tickMs`. */
  start(): void
  /** No more passes; waits for the running one (ended by the tasks' signal when stopping). */
  stop(): Promise<void>
  /** Resolves when no pass is running or due. */
  idle(): Promise<void>
}

/** One pass over the models, then another if kicked meanwhile: `again` says so. */
type PassState = { state: 'idle' } | { state: 'running'; again: boolean; done: Promise<void> }

/**
 * Creates a process's vectorizer. Each pass embeds, for each model, the live items lacking its
 * vector (or with one of an older text) until none is left. A model that throws is logged and
 * its items wait for the next pass (a kick or the minute), while the other models go on.
 *
 * Two processes on one PostgreSQL database never embed an item twice: a batch is read,
 * embedded and saved in one transaction holding an advisory lock of its model, so the other
 * process's next batch is read after this one is saved. No row lock is held, so an import
 * writing those items never waits for a model. PGlite has one process (its folder lock) and
 * one pass at a time, so it needs no lock (and holding a PGlite transaction while a model
 * runs would stop every other query).
 */
export function createVectorizer(deps: VectorizerDeps): Vectorizer {
  const batchSize = deps.batchSize ?? VECTORIZE_BATCH_SIZE
  const log = deps.log ?? ((message, error) => console.error(message, error))
  let pass: PassState = { state: 'idle' }
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false

  /** Embeds and saves one batch; returns how many items it had (0: none left). */
  async function batch(db: Db, model: EmbeddingModel, signal: AbortSignal): Promise<number> {
    const items = await pendingItems(db, model.id, batchSize)
    if (!items.length) return 0
    const vectors = await model.embed(
      items.map((item) => item.text),
      signal,
    )
    if (vectors.length !== items.length) {
      throw new Error(`${model.id} answered ${vectors.length} vectors for ${items.length} texts`)
    }
    const rows = items.map((item, i) => {
      const vector = vectors[i]
      if (vector?.length !== model.dimensions) {
        throw new Error(
          `${model.id} answered a vector of ${vector?.length} numbers, not ${model.dimensions}`,
        )
      }
      return { productId: item.productId, textHash: item.textHash, vector }
    })
    await saveVectors(db, model.id, rows)
    return items.length
  }

  function lockedBatch(model: EmbeddingModel, signal: AbortSignal): Promise<number> {
    if (deps.dbKind === 'pglite') return batch(deps.db, model, signal)
    return deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${VECTORIZER_LOCK_SPACE}, hashtext(${model.id}))`,
      )
      // The transaction presents the same query builder; only its type differs.
      return batch(tx as unknown as Db, model, signal)
    })
  }

  async function runPass(signal: AbortSignal) {
    for (const model of deps.models) {
      try {
        let embedded = -1
        while (embedded !== 0 && !signal.aborted) embedded = await lockedBatch(model, signal)
      } catch (error) {
        if (signal.aborted) return
        log(`Item vectors of ${model.id} are left for later: the model failed`, error)
      }
    }
  }

  function kick() {
    if (stopped || deps.tasks.signal.aborted) return
    if (pass.state === 'running') {
      pass.again = true
      return
    }
    const running: PassState & { state: 'running' } = {
      state: 'running',
      again: true,
      done: Promise.resolve(),
    }
    let finish = () => {}
    running.done = new Promise<void>((resolve) => {
      finish = resolve
    })
    pass = running
    deps.tasks.run('item vectors', async (signal) => {
      try {
        while (running.again && !signal.aborted) {
          running.again = false
          await runPass(signal)
        }
      } finally {
        pass = { state: 'idle' }
        finish()
      }
    })
  }

  return {
    models: deps.models.map((model) => model.id),
    kick,
    start() {
      // Once: a second call (a process that leads again) keeps the one timer.
      if (timer) return
      timer = setInterval(kick, deps.tickMs ?? VECTORIZE_TICK_MS)
      timer.unref?.()
      kick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      if (pass.state === 'running') await pass.done
    },
    async idle() {
      while (pass.state === 'running') await pass.done
    },
  }
}

/**
 * Gives every live item a vector of each model now, in one pass of a vectorizer of its own
 * (the benches and the quality floor test, which measure a fully embedded catalog).
 */
export async function embedEveryItem(
  deps: Pick<VectorizerDeps, 'db' | 'dbKind' | 'models'>,
): Promise<void> {
  const tasks = createTasks()
  const vectorizer = createVectorizer({ ...deps, tasks })
  try {
    vectorizer.kick()
    await vectorizer.idle()
  } finally {
    await tasks.stop()
  }
}
