const MS_PER_MINUTE = 60_000
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE

/** What the countdown shows when a check-in can be made (spec §2). */
export const COUNTDOWN_AVAILABLE = 'Available now'

/** The UTC calendar day of a time, 'YYYY-MM-DD': check-ins are counted per UTC day. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10)
}

/** The UTC day before the day of `time` ('YYYY-MM-DD'). */
export function previousUtcDay(time: Date): string {
  return utcDay(new Date(startOfUtcDay(time).getTime() - MS_PER_DAY))
}

/** Midnight UTC at the start of the day of `time`. */
export function startOfUtcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()))
}

/** The next UTC midnight after `time` (spec §4: when the next check-in opens). */
export function nextUtcMidnight(time: Date): Date {
  return new Date(startOfUtcDay(time).getTime() + MS_PER_DAY)
}

/**
 * Milliseconds until the next check-in (spec §4): to the server's next time when it sent
 * one that can be read, else to the next UTC midnight; never negative.
 */
export function msUntilNextCheckIn(now: Date, serverNext?: string | null): number {
  const parsed = serverNext ? Date.parse(serverNext) : Number.NaN
  const next = Number.isFinite(parsed) ? parsed : nextUtcMidnight(now).getTime()
  return Math.max(0, next - now.getTime())
}

/** A wait as hours and minutes, 'Xh Ym', rounded up to the minute so it never reads '0h 0m' early. */
export function formatCountdown(ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / MS_PER_MINUTE)
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}

/**
 * The countdown text of the check-in panel (spec §2, §4): 'Available now' when not checked
 * in today or once the next time has come, else the hours and minutes left.
 */
export function countdownText(state: {
  now: Date
  checkedInToday: boolean
  serverNext?: string | null
}): string {
  if (!state.checkedInToday) return COUNTDOWN_AVAILABLE
  const ms = msUntilNextCheckIn(state.now, state.serverNext)
  return ms === 0 ? COUNTDOWN_AVAILABLE : formatCountdown(ms)
}
