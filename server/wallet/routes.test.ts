import { eq } from 'drizzle-orm'
import { type Hex, hexToBytes, toHex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type ErrorBody, errorBody } from '../../shared/api/error-codes'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'
import type { WalletNonce } from '../../shared/api/types'
import { WALLET_SIGNATURE_MAX_BYTES } from '../../shared/constants'
import { walletNonces, wallets } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { LINK_ERROR } from './linked'
import { NONCE_ERROR, SIWE_STATEMENT, WALLET_NONCE_MAX_LIVE, WALLET_NONCE_TTL_MS } from './nonce'
import { WALLET_ERROR } from './routes'
import { SIWE_ERROR } from './siwe-check'

const START = '2026-05-01T10:00:00.000Z'
let t: TestApp
let origin: string
beforeAll(async () => {
  t = await testApp({ now: START })
  origin = t.config.publicOrigin
})
afterAll(() => t.close())
afterEach(() => t.setNow(START))

let viewers = 0
/** A new viewer with a wallet key of their own. */
async function viewer() {
  viewers += 1
  const token = await t.signIn(`viewer${viewers}@example.com`, `Viewer ${viewers}`)
  return { token, account: privateKeyToAccount(generatePrivateKey()) }
}

async function issue(token: string, from: string | null = origin): Promise<WalletNonce> {
  const res = await t.post(
    '/wallet/nonce',
    {},
    { ...bearer(token), ...(from ? { Origin: from } : {}) },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as WalletNonce
}

/** The message the widget builds from nonce data (ARCHITECTURE.md §7), with changes. */
function messageFor(
  nonce: WalletNonce,
  account: PrivateKeyAccount,
  changes: Partial<SiweMessage> = {},
) {
  return createSiweMessage({
    domain: nonce.domain,
    address: account.address,
    statement: nonce.statement,
    uri: nonce.uri,
    version: '1',
    chainId: nonce.chainId,
    nonce: nonce.nonce,
    issuedAt: new Date(nonce.issuedAt),
    expirationTime: new Date(nonce.expiresAt),
    resources: nonce.resources,
    ...changes,
  })
}

type LinkBody = { nonceId: string; message: string; signature: string; walletAddress: string }

async function signed(
  nonce: WalletNonce,
  account: PrivateKeyAccount,
  message = messageFor(nonce, account),
): Promise<LinkBody> {
  return {
    nonceId: nonce.nonceId,
    message,
    signature: await account.signMessage({ message }),
    walletAddress: account.address,
  }
}

const link = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.post('/wallet/link', body, { ...bearer(token), ...headers })

async function linkedOf(token: string) {
  return (await t.get('/wallet/get_linked', bearer(token))).json()
}

const NOTHING_LINKED = { wallets: [], walletAddresses: [], walletAddress: null, blockReason: null }

/** Asserts a refusal: the status, a JSON error, no wallet linked and no nonce added. */
async function expectRefused(res: Response, status: number, error?: string) {
  expect(res.status).toBe(status)
  const body = (await res.json()) as ErrorBody
  expect(body).toEqual(errorBody(status, error ?? expect.any(String)))
  expect(body.error.message.length).toBeGreaterThan(10)
}

describe('POST /wallet/nonce', () => {
  test('issues nonce data bound to the viewer and the calling origin', async () => {
    const { token } = await viewer()
    const before = await t.rows(walletNonces)
    const nonce = await issue(token)
    expect(nonce).toEqual({
      nonceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
      domain: new URL(origin).host,
      statement: SIWE_STATEMENT,
      uri: origin,
      chainId: 137,
      issuedAt: START,
      expiresAt: new Date(Date.parse(START) + WALLET_NONCE_TTL_MS).toISOString(),
      resources: [`${origin}/api/wallet/link`],
    })
    expect(await t.rows(walletNonces)).toBe(before + 1)
    const [row] = await t.db.select().from(walletNonces).where(eq(walletNonces.id, nonce.nonceId))
    expect(row).toMatchObject({ nonce: nonce.nonce, domain: 'localhost:8080', consumedAt: null })
  })

  test('takes the domain from another registered origin', async () => {
    const { token } = await viewer()
    const nonce = await issue(token, t.config.demoHostsOrigin)
    expect(nonce).toMatchObject({ domain: '127.0.0.1:8081', uri: 'http://127.0.0.1:8081' })
  })

  test('never issues the same nonce twice', async () => {
    const { token } = await viewer()
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i++) nonces.add((await issue(token)).nonce)
    expect(nonces.size).toBe(5)
  })

  test.each([
    ['no Origin header', null, WALLET_ERROR.noOrigin],
    [
      'an unregistered origin',
      'https://evil.example',
      WALLET_ERROR.foreignOrigin('https://evil.example'),
    ],
    ['an opaque origin', 'null', WALLET_ERROR.foreignOrigin('null')],
    ['a look-alike origin', `${origin}.evil.example`, undefined],
  ])('refuses a request with %s and stores nothing', async (_, from, error) => {
    const { token } = await viewer()
    const before = await t.rows(walletNonces)
    const headers = { ...bearer(token), ...(from ? { Origin: from } : {}) }
    await expectRefused(await t.post('/wallet/nonce', {}, headers), 400, error)
    expect(await t.rows(walletNonces)).toBe(before)
  })

  test.each([
    ['no bearer', {}],
    ['a malformed bearer', { Authorization: 'Bearer not a token' }],
    ['an unknown token', bearer('x'.repeat(43))],
  ])('refuses %s with 401 and stores nothing', async (_, headers) => {
    const before = await t.rows(walletNonces)
    const res = await t.post('/wallet/nonce', {}, { ...headers, Origin: origin })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    })
    expect(await t.rows(walletNonces)).toBe(before)
  })

  test('limits the nonces in flight per viewer, and frees them as they expire', async () => {
    const { token } = await viewer()
    for (let i = 0; i < WALLET_NONCE_MAX_LIVE; i++) await issue(token)
    const before = await t.rows(walletNonces)
    const res = await t.post('/wallet/nonce', {}, { ...bearer(token), Origin: origin })
    await expectRefused(res, 429, NONCE_ERROR.tooMany)
    expect(await t.rows(walletNonces)).toBe(before)
    t.setNow(new Date(Date.parse(START) + WALLET_NONCE_TTL_MS).toISOString())
    await issue(token)
    expect(await t.rows(walletNonces)).toBe(before - WALLET_NONCE_MAX_LIVE + 1)
  })
})

describe('POST /wallet/link', () => {
  test('links a wallet whose owner signed the issued message', async () => {
    const { token, account } = await viewer()
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
    const nonce = await issue(token)
    const res = await link(token, await signed(nonce, account))
    expect(res.status).toBe(200)
    const address = account.address.toLowerCase()
    const expected = {
      wallets: [{ address, blacklisted: false }],
      walletAddresses: [address],
      walletAddress: address,
      blockReason: null,
    }
    expect(await res.json()).toEqual(expected)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await linkedOf(token)).toEqual(expected)
    const [row] = await t.db.select().from(wallets).where(eq(wallets.address, address))
    expect(row).toMatchObject({ chainId: 137, blacklisted: false })
    const [used] = await t.db.select().from(walletNonces).where(eq(walletNonces.id, nonce.nonceId))
    expect(used?.consumedAt).toEqual(new Date(START))
  })

  test('accepts a message with the scheme and a lower-case walletAddress', async () => {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const body = await signed(nonce, account, messageFor(nonce, account, { scheme: 'http' }))
    const res = await link(token, { ...body, walletAddress: account.address.toLowerCase() })
    expect(res.status).toBe(200)
  })

  test('linking the same wallet again keeps one row; a second wallet is listed first', async () => {
    const { token, account } = await viewer()
    await link(token, await signed(await issue(token), account))
    const before = await t.rows(wallets)
    expect((await link(token, await signed(await issue(token), account))).status).toBe(200)
    expect(await t.rows(wallets)).toBe(before)
    t.setNow('2026-05-01T10:05:00.000Z')
    const second = privateKeyToAccount(generatePrivateKey())
    expect((await link(token, await signed(await issue(token), second))).status).toBe(200)
    const linked = (await linkedOf(token)) as { walletAddresses: string[]; walletAddress: string }
    expect(linked.walletAddresses).toEqual([
      second.address.toLowerCase(),
      account.address.toLowerCase(),
    ])
    expect(linked.walletAddress).toBe(second.address.toLowerCase())
  })

  const minutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000)
  const mismatch = SIWE_ERROR.mismatch
  const evil = 'https://evil.example/'

  /** Signs a fresh nonce with a fresh key, forges the request, and expects a 400 that uses the nonce up. */
  async function expectForgeryRefused(forge: Forge, error: string) {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const body = await forge({ nonce, account, body: await signed(nonce, account) })
    const before = [await t.rows(wallets), await t.rows(walletNonces)]
    await expectRefused(await link(token, body), 400, error)
    expect([await t.rows(wallets), await t.rows(walletNonces)]).toEqual(before)
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
    // Single use even after a failure: the honest message cannot follow with the same nonce.
    await expectRefused(await link(token, await signed(nonce, account)), 409, NONCE_ERROR.used)
  }
  type Forge = (ctx: {
    nonce: WalletNonce
    account: PrivateKeyAccount
    body: LinkBody
  }) => Promise<LinkBody> | LinkBody

  // Messages the wallet really signed, but with fields other than those issued.
  const changedFields: [string, (nonce: WalletNonce) => Partial<SiweMessage>, string][] = [
    ['another domain', () => ({ domain: 'evil.example' }), mismatch('domain')],
    ['another scheme', () => ({ scheme: 'https' }), mismatch('scheme')],
    ['another nonce', () => ({ nonce: 'abcdef0123456789' }), mismatch('nonce')],
    ['chain 1', () => ({ chainId: 1 }), REWARDS_ERROR_TEXT.switchToPolygon],
    ['a tampered statement', () => ({ statement: 'Send all my tokens' }), mismatch('statement')],
    ['no statement', () => ({ statement: undefined }), mismatch('statement')],
    ['a tampered uri', () => ({ uri: evil }), mismatch('URI')],
    ['other resources', () => ({ resources: [evil] }), mismatch('resources')],
    ['an extra resource', (n) => ({ resources: [...n.resources, evil] }), mismatch('resources')],
    ['no resources', () => ({ resources: undefined }), mismatch('resources')],
    ['a request id', () => ({ requestId: 'abc' }), mismatch('request ID')],
    [
      'an expiry later than the nonce',
      (n) => ({ expirationTime: minutes(n.expiresAt, 60) }),
      SIWE_ERROR.expiresLate,
    ],
    [
      'an expiry already past',
      (n) => ({ expirationTime: minutes(n.issuedAt, -1) }),
      REWARDS_ERROR_TEXT.verificationExpired,
    ],
    [
      'an issue time long before the nonce',
      (n) => ({ issuedAt: minutes(n.issuedAt, -60) }),
      SIWE_ERROR.issuedAt,
    ],
    [
      'an issue time after the nonce expires',
      (n) => ({ issuedAt: minutes(n.expiresAt, 1), expirationTime: undefined }),
      SIWE_ERROR.issuedAt,
    ],
    [
      'a not-before in the future',
      (n) => ({ notBefore: minutes(n.issuedAt, 5) }),
      SIWE_ERROR.notYetValid,
    ],
    [
      'a not-before long before the nonce',
      (n) => ({ notBefore: minutes(n.issuedAt, -60) }),
      SIWE_ERROR.issuedAt,
    ],
  ]
  test.each(changedFields)('refuses a message with %s and uses up the nonce', (_, change, error) =>
    expectForgeryRefused(
      ({ nonce, account }) => signed(nonce, account, messageFor(nonce, account, change(nonce))),
      error,
    ),
  )

  // Messages edited as text, then signed.
  const edits: [string, (message: string) => string, string][] = [
    ['version 2', (m) => m.replace('Version: 1', 'Version: 2'), SIWE_ERROR.notSiwe],
    ['text before the message', (m) => `Hello!\n${m}`, SIWE_ERROR.notSiwe],
    ['text after the message', (m) => `${m}\nand more`, SIWE_ERROR.notSiwe],
    ['a trailing newline', (m) => `${m}\n`, SIWE_ERROR.notSiwe],
    ['a text that is no sign-in message', () => 'I agree', SIWE_ERROR.notSiwe],
  ]
  test.each(edits)('refuses %s and uses up the nonce', (_, edit, error) =>
    expectForgeryRefused(async ({ body, account }) => {
      const message = edit(body.message)
      return { ...body, message, signature: await account.signMessage({ message }) }
    }, error),
  )

  const signatureTricks: [string, Forge][] = [
    [
      'a message naming another wallet, signed by this one',
      async ({ nonce, account, body }) => {
        const other = privateKeyToAccount(generatePrivateKey())
        const message = messageFor(nonce, other)
        const signature = await account.signMessage({ message })
        return { ...body, message, walletAddress: other.address, signature }
      },
    ],
    [
      'a message altered after signing',
      ({ nonce, account, body }) => ({
        ...body,
        message: messageFor(nonce, account, { issuedAt: minutes(nonce.issuedAt, 1) }),
      }),
    ],
    [
      'a signature with a flipped bit',
      ({ body }) => {
        const bytes = hexToBytes(body.signature as Hex)
        bytes[10] = (bytes[10] ?? 0) ^ 1
        return { ...body, signature: toHex(bytes) }
      },
    ],
    [
      'a 65-byte signature of zeros',
      ({ body }) => ({ ...body, signature: `0x${'00'.repeat(65)}` }),
    ],
  ]
  test.each(signatureTricks)('refuses %s as a failed signature', (_, forge) =>
    expectForgeryRefused(forge, REWARDS_ERROR_TEXT.signatureFailed),
  )

  test('refuses a walletAddress that is not the signer', () =>
    expectForgeryRefused(
      ({ body }) => ({ ...body, walletAddress: privateKeyToAccount(generatePrivateKey()).address }),
      SIWE_ERROR.address,
    ))

  test('refuses a reused nonce', async () => {
    const { token, account } = await viewer()
    const body = await signed(await issue(token), account)
    expect((await link(token, body)).status).toBe(200)
    const before = await t.rows(wallets)
    await expectRefused(await link(token, body), 409, NONCE_ERROR.used)
    expect(await t.rows(wallets)).toBe(before)
  })

  test('of two concurrent links with one nonce exactly one succeeds', async () => {
    const { token, account } = await viewer()
    const body = await signed(await issue(token), account)
    const statuses = (await Promise.all([link(token, body), link(token, body)])).map(
      (r) => r.status,
    )
    expect(statuses.sort()).toEqual([200, 409])
  })

  test("refuses another viewer's nonce and leaves it usable by its owner", async () => {
    const ana = await viewer()
    const bob = await viewer()
    const anaNonce = await issue(ana.token)
    const before = await t.rows(wallets)
    await expectRefused(
      await link(bob.token, await signed(anaNonce, bob.account)),
      400,
      NONCE_ERROR.unknown,
    )
    expect(await t.rows(wallets)).toBe(before)
    expect(await linkedOf(bob.token)).toEqual(NOTHING_LINKED)
    expect((await link(ana.token, await signed(anaNonce, ana.account))).status).toBe(200)
  })

  test('refuses an unknown nonce', async () => {
    const { token, account } = await viewer()
    const body = await signed(await issue(token), account)
    const res = await link(token, { ...body, nonceId: '00000000-0000-4000-8000-000000000000' })
    await expectRefused(res, 400, NONCE_ERROR.unknown)
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
  })

  test('refuses an expired nonce', async () => {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const body = await signed(nonce, account)
    t.setNow(nonce.expiresAt)
    await expectRefused(await link(token, body), 400, REWARDS_ERROR_TEXT.verificationExpired)
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
  })

  test('accepts a message up to the last moment of its nonce', async () => {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const body = await signed(nonce, account)
    t.setNow(new Date(Date.parse(nonce.expiresAt) - 1).toISOString())
    expect((await link(token, body)).status).toBe(200)
  })

  test('refuses a message whose own expiry has passed while the nonce lives', async () => {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const expirationTime = minutes(nonce.issuedAt, 1)
    const body = await signed(nonce, account, messageFor(nonce, account, { expirationTime }))
    t.setNow(minutes(nonce.issuedAt, 2).toISOString())
    await expectRefused(await link(token, body), 400, REWARDS_ERROR_TEXT.verificationExpired)
  })

  test('refuses a wallet linked to another account, and keeps it on that account', async () => {
    const ana = await viewer()
    const bob = await viewer()
    expect((await link(ana.token, await signed(await issue(ana.token), ana.account))).status).toBe(
      200,
    )
    const before = await t.rows(wallets)
    const res = await link(bob.token, await signed(await issue(bob.token), ana.account))
    await expectRefused(res, 409, LINK_ERROR.otherAccount)
    expect(await t.rows(wallets)).toBe(before)
    expect(await linkedOf(bob.token)).toEqual(NOTHING_LINKED)
    expect((await linkedOf(ana.token)) as object).toMatchObject({
      walletAddress: ana.account.address.toLowerCase(),
    })
  })

  test('refuses a blacklisted wallet with its reason and leaves it out of the linked list', async () => {
    const { token, account } = await viewer()
    await link(token, await signed(await issue(token), account))
    const address = account.address.toLowerCase()
    await t.db
      .update(wallets)
      .set({ blacklisted: true, blockReason: 'Reported as stolen' })
      .where(eq(wallets.address, address))
    expect(await linkedOf(token)).toEqual({ ...NOTHING_LINKED, blockReason: 'Reported as stolen' })
    const res = await link(token, await signed(await issue(token), account))
    await expectRefused(res, 403, LINK_ERROR.blocked('Reported as stolen'))
    expect(LINK_ERROR.blocked('Reported as stolen')).toContain('Reported as stolen')
  })

  test('refuses a smart-contract wallet’s signature (ERC-6492) with a 400 that says so, never a 503', async () => {
    const { token, account } = await viewer()
    const body = await signed(await issue(token), account)
    const erc6492 = `${body.signature}${'6492'.repeat(16)}`
    const before = await t.rows(wallets)
    await expectRefused(
      await link(token, { ...body, signature: erc6492 }),
      400,
      WALLET_ERROR.contractWallet,
    )
    expect(await t.rows(wallets)).toBe(before)
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
  })

  test.each([
    ['64 bytes (the last one cut)', (hex: string) => hex.slice(0, -2)],
    ['66 bytes (one added)', (hex: string) => `${hex}00`],
    ['one byte', () => '0x01'],
    ['130 bytes', (hex: string) => `${hex}${hex.slice(2)}`],
  ])('refuses a signature of %s as a failed signature (400), never a 503', async (_, cut) => {
    const { token, account } = await viewer()
    const body = await signed(await issue(token), account)
    const before = await t.rows(wallets)
    await expectRefused(
      await link(token, { ...body, signature: cut(body.signature) }),
      400,
      REWARDS_ERROR_TEXT.signatureFailed,
    )
    expect(await t.rows(wallets)).toBe(before)
    expect(await linkedOf(token)).toEqual(NOTHING_LINKED)
  })

  const valid = {
    nonceId: '00000000-0000-4000-8000-000000000000',
    message: 'm',
    signature: `0x${'11'.repeat(65)}`,
    walletAddress: `0x${'a'.repeat(40)}`,
  }
  test.each([
    ['malformed JSON', '{"nonceId":', 400],
    ['an empty body', {}, 400],
    ['an array', [valid], 400],
    ['a missing nonceId', { ...valid, nonceId: undefined }, 400],
    ['a nonceId that is not one', { ...valid, nonceId: "1' or '1'='1" }, 400],
    ['an empty message', { ...valid, message: '' }, 400],
    ['a message that is not text', { ...valid, message: { domain: 'x' } }, 400],
    ['an oversize message', { ...valid, message: 'x'.repeat(4_001) }, 400],
    ['a signature without 0x', { ...valid, signature: '11'.repeat(65) }, 400],
    ['a signature that is not hex', { ...valid, signature: `0x${'zz'.repeat(65)}` }, 400],
    ['a signature of odd length', { ...valid, signature: `0x${'1'.repeat(129)}` }, 400],
    ['an empty signature', { ...valid, signature: '0x' }, 400],
    [
      'an oversize signature',
      { ...valid, signature: `0x${'11'.repeat(WALLET_SIGNATURE_MAX_BYTES + 1)}` },
      400,
    ],
    ['a short walletAddress', { ...valid, walletAddress: '0x1234' }, 400],
    ['a walletAddress that is not hex', { ...valid, walletAddress: `0x${'g'.repeat(40)}` }, 400],
  ])('refuses a body with %s before touching any nonce', async (_, body, status) => {
    const { token, account } = await viewer()
    const nonce = await issue(token)
    const real = typeof body === 'object' && !Array.isArray(body) && 'nonceId' in body
    const sent = real && body.nonceId === valid.nonceId ? { ...body, nonceId: nonce.nonceId } : body
    const before = await t.rows(wallets)
    await expectRefused(await link(token, sent), status)
    expect(await t.rows(wallets)).toBe(before)
    expect((await link(token, await signed(nonce, account))).status).toBe(200)
  })

  test('refuses a body that is not sent as JSON', async () => {
    const { token } = await viewer()
    const res = await t.app.request('/api/wallet/link', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'text/plain' },
      body: JSON.stringify(valid),
    })
    await expectRefused(res, 415)
  })
})
