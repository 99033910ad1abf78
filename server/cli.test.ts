import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { isOriginVerified } from './channels'
import { cli, runCommand, USAGE, UsageError } from './cli'
import { openDb } from './db'
import { holdInAnotherProcess, type OtherProcess } from './db/lock-testing'
import { channelOrigins, channels, users, wallets } from './db/schema'
import { bearer, type TestApp, testApp, testConfig } from './testing'
import { linkWallet } from './wallet/linked'

const ADDRESS = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1'
const STORED = ADDRESS.toLowerCase()

let t: TestApp
let token: string

beforeAll(async () => {
  t = await testApp()
  token = await t.signIn('ana.cli@example.com', 'Ana')
  const [user] = await t.db.select().from(users).where(eq(users.email, 'ana.cli@example.com'))
  if (!user) throw new Error('no user')
  await linkWallet(t.db, { userId: user.id, address: ADDRESS, chainId: 137, now: new Date() })
})
afterAll(() => t.close())

const run = (...args: string[]) => runCommand(t.db, args)
const linked = async () => (await t.get('/wallet/get_linked', bearer(token))).json()
const walletRow = async () => {
  const [row] = await t.db.select().from(wallets).where(eq(wallets.address, STORED))
  return row
}

describe('wallet commands', () => {
  test('show names the account and says the wallet is usable', async () => {
    expect(await run('wallet', 'show', ADDRESS)).toBe(
      `${STORED} is linked to ana.cli@example.com; usable`,
    )
  })

  test('block takes the wallet out of the viewer’s linked list with the reason; unblock restores it', async () => {
    expect(await run('wallet', 'block', ADDRESS, 'shared', 'with', 'bots')).toBe(
      `${STORED} is blocked (ana.cli@example.com): shared with bots`,
    )
    expect(await linked()).toMatchObject({ wallets: [], blockReason: 'shared with bots' })
    expect(await run('wallet', 'show', STORED)).toContain('blocked: shared with bots')

    expect(await run('wallet', 'unblock', ADDRESS)).toBe(
      `${STORED} may earn again (ana.cli@example.com)`,
    )
    expect(await linked()).toMatchObject({ walletAddresses: [STORED], blockReason: null })
  })

  test('refuses, changing nothing: no reason, a long reason, a bad or unknown address, an unknown action', async () => {
    const before = await walletRow()
    const refusals: [string[], RegExp][] = [
      [['wallet', 'block', ADDRESS], /say why/],
      [['wallet', 'block', ADDRESS, 'x'.repeat(201)], /under 200/],
      [['wallet', 'block', '0x123', 'fraud'], /not a wallet address: 0x123/],
      [['wallet', 'show'], /not a wallet address: \(none\)/],
      [['wallet', 'block', `0x${'ab'.repeat(20)}`, 'fraud'], /No account has linked/],
      [['wallet', 'delete', ADDRESS], /^usage:/],
    ]
    for (const [args, message] of refusals) {
      const failure = runCommand(t.db, args)
      await expect(failure).rejects.toBeInstanceOf(UsageError)
      await expect(failure).rejects.toThrow(message)
    }
    expect(await walletRow()).toEqual(before)
  })
})

describe('channel commands', () => {
  test('origins add (verified: the operator vouches for it), list and remove; a second add changes nothing', async () => {
    expect(await run('origins', 'wildtv', 'add', 'https://partner.example:8443')).toBe(
      'https://partner.example:8443 may now embed wildtv (verified by the operator)',
    )
    expect(await isOriginVerified(t.db, 'wildtv', 'https://partner.example:8443')).toBe(true)
    await run('origins', 'wildtv', 'add', 'https://partner.example:8443')
    expect((await run('origins', 'wildtv', 'list')).split('\n')).toContain(
      'https://partner.example:8443',
    )
    await run('origins', 'wildtv', 'remove', 'https://partner.example:8443')
    expect(await run('origins', 'wildtv', 'list')).not.toContain('partner.example')
  })

  test('refuses, changing nothing: a path, a non-web scheme, not a URL, an unknown channel or command', async () => {
    const before = await t.rows(channelOrigins)
    const refusals: [string[], RegExp][] = [
      [['origins', 'wildtv', 'add', 'https://partner.example/live'], /no path/],
      [['origins', 'wildtv', 'add', 'ftp://partner.example'], /http\(s\)/],
      [['origins', 'wildtv', 'add', 'partner'], /not a URL/],
      [['origins', 'nochannel', 'list'], /Unknown channel: nochannel/],
      [['origins', 'wildtv', 'rename'], /^usage:/],
      [['origins'], /^usage:/],
      [[], /^usage:/],
    ]
    for (const [args, message] of refusals) {
      await expect(runCommand(t.db, args)).rejects.toThrow(message)
    }
    expect(await t.rows(channelOrigins)).toBe(before)
    expect(USAGE).toContain('wallet block <address> <reason…>')
  })

  test('channel-key issues a new key, shown once', async () => {
    const out = await run('channel-key', 'wildtv')
    expect(out).toMatch(/^New key for wildtv \(shown once; the old key stops working\):\n\S{20,}$/)
  })
})

describe('while another process has the embedded database', () => {
  let dir: string
  let dataDir: string
  let server: OtherProcess | undefined
  const origins = async () => {
    const database = await openDb({ dataDir, databaseUrl: null })
    try {
      return await database.db.select().from(channelOrigins)
    } finally {
      await database.close()
    }
  }

  beforeAll(async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'stv-cli-')))
    dataDir = join(dir, 'data')
    const database = await openDb({ dataDir, databaseUrl: null })
    await database.db
      .insert(channels)
      .values({ id: 'wildtv', name: 'Wild TV', topic: 'nature', description: 'Wildlife' })
    await database.close()
  })
  afterAll(async () => {
    await server?.kill()
    rmSync(dir, { recursive: true, force: true })
  })

  test('a command is refused with what to do, exit code 1, and changes nothing', async () => {
    server = await holdInAnotherProcess(dataDir, 'server')
    const out = { log: vi.fn(), error: vi.fn() }
    const config = testConfig({ dataDir })
    const code = await cli(['origins', 'wildtv', 'add', 'https://example.test'], config, out)
    expect(code).toBe(1)
    expect(out.log).not.toHaveBeenCalled()
    expect(out.error).toHaveBeenCalledWith(
      `The server (pid ${server.pid}) is using the embedded database in ${dataDir}. Stop it first (Ctrl+C in its terminal) and run this again — or, while it runs, make the change in the Studio at http://localhost:8080/studio.`,
    )

    // Gone without releasing (a crash): its lock is stale, and the command now goes through.
    await server.kill()
    expect(await origins()).toEqual([])
    expect(await cli(['origins', 'wildtv', 'add', 'https://example.test'], config, out)).toBe(0)
    expect(await origins()).toMatchObject([{ channelId: 'wildtv', origin: 'https://example.test' }])
  })

  test('another running command is named as such', async () => {
    const command = await holdInAnotherProcess(dataDir, 'cli')
    try {
      const error = vi.fn()
      expect(
        await cli(['origins', 'wildtv', 'list'], testConfig({ dataDir }), { log: vi.fn(), error }),
      ).toBe(1)
      expect(error).toHaveBeenCalledWith(
        `Another admin command (pid ${command.pid}) is using the embedded database in ${dataDir}. Run this again when it has finished.`,
      )
    } finally {
      await command.kill()
    }
  })
})
