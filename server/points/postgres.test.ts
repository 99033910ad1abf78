import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { WalletNonce } from '../../shared/api/types'
import { readInsights } from '../insights'
import { bearer, postgresTestApp, type TestApp } from '../testing'

// Races on a real PostgreSQL, where requests run on separate connections at once (PGlite
// runs one statement at a time). Runs when TEST_DATABASE_URL is set (.ci/run starts one),
// in a database of its own so it never meets other suites' data.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('rewards on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_rewards')
  })
  afterAll(() => t?.close())

  test('two links racing with one nonce: exactly one wins', async () => {
    const token = await t.signIn('race@example.com')
    const res = await t.post(
      '/wallet/nonce',
      {},
      { ...bearer(token), Origin: t.config.publicOrigin },
    )
    const nonce = (await res.json()) as WalletNonce
    const account = privateKeyToAccount(generatePrivateKey())
    const message = createSiweMessage({
      ...nonce,
      address: account.address,
      version: '1',
      issuedAt: new Date(nonce.issuedAt),
      expirationTime: new Date(nonce.expiresAt),
    })
    const body = {
      nonceId: nonce.nonceId,
      message,
      signature: await account.signMessage({ message }),
      walletAddress: account.address,
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/wallet/link', body, bearer(token))),
    )
    const codes = answers.map((r) => r.status).sort()
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
  })

  test('50 concurrent check-ins pay once and count once in the channel’s insights', async () => {
    const token = await t.signIn('race@example.com')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post('/points/checkin', { channel_id: 'wildtv' }, bearer(token)),
      ),
    )
    const codes = answers.map((r) => r.status)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(49)
    const points = await (await t.get('/points/get', bearer(token))).json()
    expect(points).toMatchObject({ points: 100, total: 100, days: 1 })
    const { totals } = await readInsights(t.db, 'wildtv', '24h', t.now())
    expect(totals.checkIns).toBe(1)
  })
})
