// Work that goes on after its request has been answered (a feed import): tracked, so that
// shutdown and tests can wait for it, and stoppable, so a stopping server ends it cleanly.

/** A process's background work. */
export type Tasks = {
  /** Aborted when the process stops: a task ends soon after, in its own way. */
  readonly signal: AbortSignal
  /** Starts `task`; an error it throws is logged, never unhandled. */
  run(name: string, task: (signal: AbortSignal) => Promise<void>): void
  /** Resolves when no task is running (tasks started meanwhile included). */
  idle(): Promise<void>
  /** Aborts every task and waits for them to end. */
  stop(): Promise<void>
}

export function createTasks(): Tasks {
  const running = new Set<Promise<void>>()
  const controller = new AbortController()
  async function idle() {
    while (running.size) await Promise.all(running)
  }
  return {
    signal: controller.signal,
    run(name, task) {
      const done: Promise<void> = task(controller.signal)
        .catch((error: unknown) => console.error(`${name} failed`, error))
        .finally(() => running.delete(done))
      running.add(done)
    },
    idle,
    async stop() {
      controller.abort()
      await idle()
    },
  }
}
