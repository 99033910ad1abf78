// The 33-bit, 90 kHz timestamps of MPEG-TS (ISO/IEC 13818-1): PTS and DTS packed in 5 bytes.

/** PTS, DTS and PCR base are 33-bit counts of a 90 kHz clock; they wrap around. */
export const PTS_WRAP = 2 ** 33

/** A 90 kHz time reduced into the 33-bit range. */
export function wrapPts(ticks: number): number {
  return ((ticks % PTS_WRAP) + PTS_WRAP) % PTS_WRAP
}

/** How far `later` is after `earlier` on the 90 kHz clock, across a wrap (within half of it). */
export function ptsAfter(later: number, earlier: number): number {
  const ticks = wrapPts(later - earlier)
  return ticks > PTS_WRAP / 2 ? ticks - PTS_WRAP : ticks
}

/** Reads the 33-bit timestamp packed in 5 bytes (4-bit prefix, marker bits) at `at`. */
export function readTimestamp(b: Uint8Array, at: number): number {
  const b0 = b[at] ?? 0
  const b1 = b[at + 1] ?? 0
  const b2 = b[at + 2] ?? 0
  const b3 = b[at + 3] ?? 0
  const b4 = b[at + 4] ?? 0
  // Number arithmetic, not bitwise: 33 bits do not fit a 32-bit integer.
  return (
    ((b0 >> 1) & 0x07) * 2 ** 30 +
    b1 * 2 ** 22 +
    ((b2 >> 1) & 0x7f) * 2 ** 15 +
    b3 * 2 ** 7 +
    (b4 >> 1)
  )
}

/** Writes `ticks` in place of the timestamp at `at`, keeping its 4-bit prefix and markers. */
export function writeTimestamp(b: Uint8Array, at: number, ticks: number): void {
  const high = Math.floor(ticks / 2 ** 30) // top 3 bits
  const low = ticks % 2 ** 30
  b[at] = ((b[at] ?? 0) & 0xf0) | (high << 1) | 1
  b[at + 1] = (low >> 22) & 0xff
  b[at + 2] = (((low >> 15) & 0x7f) << 1) | 1
  b[at + 3] = (low >> 7) & 0xff
  b[at + 4] = ((low & 0x7f) << 1) | 1
}
