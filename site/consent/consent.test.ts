import { describe, expect, test } from 'vitest'
import { ACCEPT_ALL, cookieChanges, parseConsent, REJECT_ALL, serializeConsent } from './consent'

describe('cookie consent', () => {
  test('a stored decision survives a round trip, Necessary always on', () => {
    const raw = serializeConsent(
      { ...REJECT_ALL, analytics: true },
      new Date('2026-11-22T10:00:00Z'),
    )
    expect(parseConsent(raw)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    })
    expect(JSON.parse(raw).decidedAt).toBe('2026-11-22T10:00:00.000Z')
  })

  test('no decision, or an unreadable one, means the banner asks', () => {
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent('{')).toBeNull()
    expect(parseConsent(JSON.stringify({ necessary: false, analytics: true }))).toBeNull()
  })

  test('accepting sets the analytics cookie for two years', () => {
    const changes = cookieChanges(ACCEPT_ALL, true)
    expect(changes).toContain('stv_analytics=1; Max-Age=63072000; Path=/; SameSite=Lax; Secure')
    expect(changes.some((c) => c.includes('Max-Age=0'))).toBe(false)
  })

  test('declining removes the cookies of every declined category', () => {
    const changes = cookieChanges(REJECT_ALL, false)
    for (const name of ['stv_analytics', 'stv_marketing', 'stv_functional']) {
      expect(changes).toContain(`${name}=; Max-Age=0; Path=/; SameSite=Lax`)
    }
  })
})
