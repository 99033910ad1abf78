import { groupThousands } from './thousands'

/**
 * Points as a whole number (spec §5): numbers or numeric strings, rounded down so a
 * viewer never sees more than they have; anything else counts as 0.
 */
export function wholePoints(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return 0
  return Math.floor(n)
}

/** Points as the sidebar shows them: a whole number with thousands separators ('1,250'). */
export function formatPoints(value: unknown): string {
  return groupThousands(wholePoints(value))
}
