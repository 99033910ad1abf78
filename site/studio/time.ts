// The Studio's one way of writing a moment: UTC, and it says so (insights buckets are UTC
// hours, imports and checks are compared with them).

const dayAndTime: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}
const minutes = new Intl.DateTimeFormat('en-GB', dayAndTime)
const seconds = new Intl.DateTimeFormat('en-GB', { ...dayAndTime, second: '2-digit' })

/**
 * A moment as "1 May 2026, 10:02 UTC" ("…10:02:59 UTC" with `withSeconds`, for segments that
 * air seconds apart); a time that does not parse is kept as the server sent it.
 */
export function utcText(at: string, withSeconds = false): string {
  const ms = Date.parse(at)
  if (Number.isNaN(ms)) return at
  return `${(withSeconds ? seconds : minutes).format(ms)} UTC`
}
