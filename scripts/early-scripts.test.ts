import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { readEarlyScripts } from '../server/early-scripts'
import { CREDENTIAL_HANDOVER_KEY } from '../shared/auth-keys'
import { STORE_CHANNEL_STORAGE_KEY } from '../shared/channels'
import { CONSENT_STORAGE_KEY, CONSENT_STORED_ATTRIBUTE } from '../shared/consent'
import { WIDGET_TAG } from '../shared/constants'
import { EARLY_SCRIPTS_FILE } from '../shared/early-scripts/manifest'
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

  test("each site page script runs its module on the page's own globals", () => {
    const { consent, signInCallback, storeChannel } = writeEarlyScripts(dir)
    const set = new Map<string, string>()
    const setAttribute = (name: string, value: string) => void set.set(name, value)
    /** Storage holding `stored` under `key`; what is set goes into `set`. */
    const storage = (key: string, stored: string) => ({
      getItem: (asked: string) => (asked === key ? stored : null),
      setItem: setAttribute,
    })

    new Function('localStorage', 'document', consent.script)(storage(CONSENT_STORAGE_KEY, '{}'), {
      documentElement: { setAttribute },
    })
    expect(set.get(CONSENT_STORED_ATTRIBUTE)).toBe('')

    const replaced: string[] = []
    new Function('location', 'sessionStorage', 'history', signInCallback.script)(
      { href: 'https://stv.example/oauth2callback?credential=tok-1' },
      storage('', ''),
      { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
    )
    expect(set.get(CREDENTIAL_HANDOVER_KEY)).toBe('tok-1')
    expect(replaced).toEqual(['/oauth2callback'])

    new Function('location', 'localStorage', 'document', storeChannel.script)(
      { search: '' },
      storage(STORE_CHANNEL_STORAGE_KEY, 'kbs'),
      { querySelector: (selector: string) => (selector === WIDGET_TAG ? { setAttribute } : null) },
    )
    expect(set.get('channel-id')).toBe('kbs')
  })
})
