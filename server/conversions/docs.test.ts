import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONVERSION_ERROR_CODES } from '../../shared/api/conversions'
import { ERROR_CODE } from '../../shared/api/error-codes'
import { CONVERSION_REFUSALS, conversionExamples } from '../../site/pages/ConversionsDocs'
import { conversions } from '../db/schema'
import { type TestServer, testServer } from '../testing'
import { rotateConversionSecret } from './secret'
import { addClick } from './testing'

const run = promisify(execFile)

function has(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`])
    return true
  } catch {
    return false
  }
}

/**
 * An example with the secret and click id filled in where it says to put them, and the test's
 * clock for `date +%s` (no wall clock).
 */
function filled(script: string, secret: string, clickId: string, now: Date): string {
  const lines = script.split('\n').filter((line) => !/^(SECRET|CLICK_ID)=/.test(line))
  const t = Math.floor(now.getTime() / 1000)
  expect(lines).toContain('T=$(date +%s)')
  const body = lines.map((line) => (line === 'T=$(date +%s)' ? `T=${t}` : line)).join('\n')
  return `SECRET='${secret}'\nCLICK_ID='${clickId}'\n${body}`
}

test('the docs name every code a sender branches on, each one the API sends', () => {
  const codes = CONVERSION_REFUSALS.map((r) => r.code)
  expect(codes).toEqual(expect.arrayContaining([...CONVERSION_ERROR_CODES, 'invalid-request']))
  for (const code of codes) expect(Object.values(ERROR_CODE)).toContain(code)
})

// The /docs examples, run as a retailer would run them.
describe.runIf(has('curl') && has('openssl'))('the /docs examples work as written', () => {
  let t: TestServer
  let secret: string
  const CHANNEL = 'wildtv'
  beforeAll(async () => {
    t = await testServer()
    secret = (await rotateConversionSecret(t.db, CHANNEL)) ?? ''
  })
  afterAll(() => t?.close())

  test('curl and openssl: the order is stored, then a duplicate', async () => {
    const { clickId } = await addClick(t, CHANNEL, t.now())
    const script = filled(conversionExamples(t.origin, CHANNEL).curl, secret, clickId, t.now())
    const first = await run('bash', ['-c', script])
    expect(JSON.parse(first.stdout)).toEqual({ conversionId: expect.any(String) })
    const again = await run('bash', ['-c', script])
    expect(JSON.parse(again.stdout)).toEqual({ duplicate: true })
    expect(await t.rows(conversions)).toBe(1)
  })

  test('the pixel: its signed image address stores the order', async () => {
    const { clickId } = await addClick(t, CHANNEL, t.now())
    const script = filled(conversionExamples(t.origin, CHANNEL).pixel, secret, clickId, t.now())
      // The example's order is the curl's: a second order of its own here.
      .replaceAll('A-100', 'A-101')
    const { stdout } = await run('bash', ['-c', script])
    const src = /src="([^"]+)"/.exec(stdout)?.[1] ?? ''
    const res = await fetch(src)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(await t.rows(conversions)).toBe(2)
  })
})
