import { afterEach, expect, test } from 'vitest'
import { type TestApp, testApp } from '../testing'
import { WALLET_CONFIG_MAX_AGE_S } from './config-route'

const PROJECT_ID = '0123456789abcdef0123456789abcdef'
let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

test('without a project id, WalletConnect is not offered', async () => {
  t = await testApp()
  const res = await t.get('/wallet/config')
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ walletConnectProjectId: null })
})

test('with a project id, anyone may read it from a cacheable answer', async () => {
  t = await testApp({ config: { walletConnectProjectId: PROJECT_ID } })
  const res = await t.get('/wallet/config', { Origin: t.config.publicOrigin })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ walletConnectProjectId: PROJECT_ID })
  expect(res.headers.get('Cache-Control')).toBe(`public, max-age=${WALLET_CONFIG_MAX_AGE_S}`)
  expect(res.headers.get('Access-Control-Allow-Origin')).toBe(t.config.publicOrigin)
  const again = await t.get('/wallet/config', { 'If-None-Match': res.headers.get('ETag') ?? '' })
  expect(again.status).toBe(304)
})
