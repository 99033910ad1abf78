import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { EARLY_SCRIPTS_FILE, readEarlyScripts } from '../server/early-scripts'
import { EARLY_SCRIPT_ENTRIES, writeEarlyScripts } from './early-scripts'

const dir = mkdtempSync(join(tmpdir(), 'stv-early-scripts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the early scripts the build writes', () => {
  test('each is one classic script, its hash that of its exact bytes, and the server reads them back', () => {
    const written = writeEarlyScripts(dir)
    expect(Object.keys(written)).toEqual(Object.keys(EARLY_SCRIPT_ENTRIES))
    for (const { script, hash } of Object.values(written)) {
      expect(script.startsWith('(()=>{')).toBe(true)
      expect(script).not.toMatch(/^import |\nimport |^export |\nexport /)
      expect(hash).toBe(sha256(script))
    }
    expect(readEarlyScripts(dir)).toEqual(written)
  })

  test('the server reads none without a build, from a file that is not JSON, or with a hash that is not one', () => {
    expect(readEarlyScripts(join(dir, 'missing'))).toBeNull()
    const file = join(dir, EARLY_SCRIPTS_FILE)
    const good = readFileSync(file, 'utf8')
    writeFileSync(file, '{')
    expect(readEarlyScripts(dir)).toBeNull()
    writeFileSync(file, JSON.stringify({ startWidget: { script: 'x()', hash: 'sha256-x' } }))
    expect(readEarlyScripts(dir)).toBeNull()
    writeFileSync(file, good)
    expect(readEarlyScripts(dir)).not.toBeNull()
  })
})
