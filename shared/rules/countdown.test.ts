import { describe, expect, test } from 'vitest'
import {
  COUNTDOWN_AVAILABLE,
  countdownText,
  formatCountdown,
  msUntilNextCheckIn,
  nextUtcMidnight,
  previousUtcDay,
  startOfUtcDay,
  utcDay,
} from './countdown'

const at = (iso: string) => new Date(iso)

describe('UTC days', () => {
  test('a time belongs to its UTC day, whatever the local zone', () => {
    expect(utcDay(at('2026-05-01T23:59:59.999Z'))).toBe('2026-05-01')
    expect(utcDay(at('2026-05-02T00:00:00.000Z'))).toBe('2026-05-02')
    expect(utcDay(at('2026-05-02T01:30:00+03:00'))).toBe('2026-05-01')
  })

  test('the previous day crosses months, years and leap days', () => {
    expect(previousUtcDay(at('2026-05-01T00:00:00Z'))).toBe('2026-04-30')
    expect(previousUtcDay(at('2027-01-01T12:00:00Z'))).toBe('2026-12-31')
    expect(previousUtcDay(at('2028-03-01T08:00:00Z'))).toBe('2028-02-29')
  })

  test('the next midnight is the start of the following UTC day', () => {
    expect(nextUtcMidnight(at('2026-05-01T10:00:00Z')).toISOString()).toBe(
      '2026-05-02T00:00:00.000Z',
    )
    expect(nextUtcMidnight(at('2026-05-01T00:00:00Z')).toISOString()).toBe(
      '2026-05-02T00:00:00.000Z',
    )
    expect(nextUtcMidnight(at('2026-12-31T23:59:59.999Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    expect(startOfUtcDay(at('2026-05-01T10:00:00Z')).toISOString()).toBe('2026-05-01T00:00:00.000Z')
  })
})

describe('countdown', () => {
  test('runs to the server next time when one is given', () => {
    expect(msUntilNextCheckIn(at('2026-05-01T10:00:00Z'), '2026-05-01T12:30:00Z')).toBe(
      2.5 * 3_600_000,
    )
  })

  test('runs to the next UTC midnight without a readable server time', () => {
    const now = at('2026-05-01T22:00:00Z')
    expect(msUntilNextCheckIn(now)).toBe(2 * 3_600_000)
    expect(msUntilNextCheckIn(now, null)).toBe(2 * 3_600_000)
    expect(msUntilNextCheckIn(now, 'not a date')).toBe(2 * 3_600_000)
  })

  test('is never negative', () => {
    expect(msUntilNextCheckIn(at('2026-05-02T00:00:01Z'), '2026-05-02T00:00:00Z')).toBe(0)
  })

  test('shows hours and minutes, rounding the minutes up', () => {
    expect(formatCountdown(14 * 3_600_000 + 5 * 60_000)).toBe('14h 5m')
    expect(formatCountdown(24 * 3_600_000)).toBe('24h 0m')
    expect(formatCountdown(59 * 60_000 + 1)).toBe('1h 0m')
    expect(formatCountdown(1)).toBe('0h 1m')
    expect(formatCountdown(0)).toBe('0h 0m')
  })

  test("says 'Available now' when not checked in today", () => {
    expect(countdownText({ now: at('2026-05-01T10:00:00Z'), checkedInToday: false })).toBe(
      COUNTDOWN_AVAILABLE,
    )
    expect(COUNTDOWN_AVAILABLE).toBe('Available now')
  })

  test('counts down after a check-in, then says available once the time has come', () => {
    const serverNext = '2026-05-02T00:00:00.000Z'
    expect(
      countdownText({ now: at('2026-05-01T10:00:00Z'), checkedInToday: true, serverNext }),
    ).toBe('14h 0m')
    expect(
      countdownText({ now: at('2026-05-01T23:59:30Z'), checkedInToday: true, serverNext }),
    ).toBe('0h 1m')
    expect(
      countdownText({ now: at('2026-05-02T00:00:00Z'), checkedInToday: true, serverNext }),
    ).toBe(COUNTDOWN_AVAILABLE)
  })
})
