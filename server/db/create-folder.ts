// A fresh embedded database folder is made in a short-lived child process. PGlite makes one by
// running initdb on a second, temporary PostgreSQL instance of its own (another 128 MiB
// WebAssembly memory, its file bundle, the module compiled again); freed afterwards, most of it
// stayed in this process's C heap, which does not give memory back: a first start held about
// 150 MiB more than a restart on the same folder (issue 17). A process gives it all back.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const CHILD = fileURLToPath(new URL('./create-folder-child.mjs', import.meta.url))

/** Whether `folder` already holds a database (PGlite's own test: a `PG_VERSION` file). */
export function holdsDatabase(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'))
}

/**
 * Creates the database in `folder` (PGlite's initdb) in a child process, unless it holds one
 * already; rejects with the child's error output when it fails. The caller holds the folder's
 * lock: the child works for it, while it waits.
 */
export async function createFolder(folder: string): Promise<void> {
  if (holdsDatabase(folder)) return
  const child = spawn(process.execPath, [CHILD, folder], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text: string) => {
    stderr += text
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code !== 0 || !holdsDatabase(folder)) {
    throw new Error(`Could not create the database in ${folder} (exit code ${code}): ${stderr}`)
  }
}
