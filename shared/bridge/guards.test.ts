import * as v from 'valibot'
import { expect, test } from 'vitest'
import { HandoffRedeemBodySchema } from '../api/types'
import {
  isEventData,
  isFrameAuthState,
  isHandoffCode,
  isHostEvent,
  isOrigin,
  isPageContext,
  isPicture,
  isUrlOn,
} from './guards'

test('an origin is an http(s) origin exactly as browsers write it', () => {
  for (const good of ['https://partner.com', 'http://127.0.0.1:8081', 'https://a.b.example:8443']) {
    expect(isOrigin(good), good).toBe(true)
  }
  for (const bad of [
    'https://partner.com/',
    'https://partner.com/path',
    'HTTPS://partner.com',
    'https://user@partner.com',
    'https://partner.com:443',
    'null',
    'file:///etc',
    'javascript:alert(1)',
    'https://partner.com; script-src *',
    '',
    42,
    null,
    undefined,
  ]) {
    expect(isOrigin(bad), String(bad)).toBe(false)
  }
})

test('a URL is on an origin only when scheme, host and port all match', () => {
  const origin = 'https://stv.example'
  expect(isUrlOn(origin, 'https://stv.example/api/auth_google/google?x=1#y')).toBe(true)
  for (const bad of [
    'https://stv.example.evil.com/',
    'https://evil.example/?https://stv.example',
    'http://stv.example/',
    'https://stv.example:8443/',
    'https://user:pw@stv.example/',
    '//stv.example/',
    '/relative',
    `https://stv.example/${'a'.repeat(2100)}`,
  ]) {
    expect(isUrlOn(origin, bad), bad).toBe(false)
  }
})

test('a picture is a finite time in ms, unknown or none', () => {
  expect([0, 1_700_000_000_000.5, 'unknown', 'none'].every(isPicture)).toBe(true)
  expect(
    [Number.NaN, Number.POSITIVE_INFINITY, '1700000000000', null, undefined, {}].some(isPicture),
  ).toBe(false)
})

test('handoff codes: the guard accepts exactly what the redeem endpoint accepts', () => {
  const samples = [
    'A'.repeat(16),
    'a_b-c'.repeat(10),
    'x'.repeat(15),
    'x'.repeat(129),
    'abc def ghi jkl mno',
    'é'.repeat(20),
    '',
  ]
  for (const code of samples) {
    const body = { code, verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' }
    expect(isHandoffCode(code), code).toBe(v.safeParse(HandoffRedeemBodySchema, body).success)
  }
  expect(isHandoffCode(1234567890123456)).toBe(false)
})

test('event data is plain JSON-like, shallow, bounded and never carries a token', () => {
  expect(isEventData({ id: 5, type: 'ticket', link: 'https://x.example', ok: true, n: null })).toBe(
    true,
  )
  expect(isEventData({ user: { name: 'Ana', email: 'a@example.com', tags: ['x'] } })).toBe(true)
  expect(isEventData({ token: 'x' })).toBe(false)
  expect(isEventData({ user: { authToken: 'x' } })).toBe(false)
  expect(isEventData({ credential: 'x' })).toBe(false)
  expect(isEventData({ a: { b: { c: { d: 1 } } } })).toBe(false)
  expect(isEventData({ n: Number.NaN })).toBe(false)
  expect(isEventData(Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i])))).toBe(
    false,
  )
  expect(isEventData({ when: new Date() })).toBe(false)
  expect(isEventData(() => 1)).toBe(false)
})

test('host events are shoppable-tv: names with event data', () => {
  expect(isHostEvent({ name: 'shoppable-tv:ready', detail: { channelId: 'wildtv' } })).toBe(true)
  expect(isHostEvent({ name: 'shoppable-tv:signed-out', detail: null })).toBe(true)
  for (const bad of [
    { name: 'click', detail: null },
    { name: 'shoppable-tv:', detail: null },
    { name: 'shoppable-tv:Ready', detail: null },
    { name: 'shoppable-tv:ready now', detail: null },
    { name: 'shoppable-tv:ready', detail: { token: 't' } },
    { name: 'shoppable-tv:ready' },
    null,
  ]) {
    expect(isHostEvent(bad), JSON.stringify(bad)).toBe(false)
  }
})

test('page context and auth state answers are checked too', () => {
  expect(isPageContext({ url: 'https://partner.com/live', title: 'Live' })).toBe(true)
  expect(isPageContext({ url: 'javascript:1', title: 'Live' })).toBe(false)
  expect(isPageContext({ url: 'https://partner.com/', title: 'x'.repeat(301) })).toBe(false)
  expect(isFrameAuthState({ status: 'signed-in' })).toBe(true)
  expect(isFrameAuthState({ status: 'admin' })).toBe(false)
  expect(isFrameAuthState('signed-in')).toBe(false)
})
