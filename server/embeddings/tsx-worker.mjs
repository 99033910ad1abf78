// Starts a TypeScript worker thread: registers tsx's loader in this thread, then imports the
// worker's module (`workerData.entry`, a file URL). On Node 20 `execArgv: ['--import', 'tsx']`
// is not enough: the worker still refuses ".ts" files (tried on 20.20).
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
