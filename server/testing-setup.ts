// Vitest's global setup for the node project: a folder, for this run only, where `testApp`
// keeps seeded databases to start from (server/testing.ts). It goes when the run ends, so a
// changed migration, seed or matcher never meets a database made by the code before it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: string
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'stv-seeded-'))
  project.provide('seededTemplates', folder)
  return () => rmSync(folder, { recursive: true, force: true })
}
