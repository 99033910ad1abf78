// Moves an MPEG-TS segment along the 90 kHz clock (ISO/IEC 13818-1): every PES packet's PTS
// and DTS and every PCR shift by the same amount, so a looping clip's timestamps keep growing
// and the stream needs no EXT-X-DISCONTINUITY. Why: hls.js (1.7) scans its per-discontinuity
// arrays from index 0 on every playlist load and segment, so a live stream on the wall clock
// (discontinuity sequence ~10^8) blocked headless Chromium's main thread for seconds a segment.

import { readTimestamp, wrapPts, writeTimestamp } from '../mpegts/timestamp'

export { PTS_WRAP, wrapPts } from '../mpegts/timestamp'

const PACKET = 188
const SYNC = 0x47

/** Reads the 33-bit PCR base at `at` (6 bytes: base, 6 reserved bits, 9-bit extension). */
function readPcrBase(b: Uint8Array, at: number): number {
  return (
    (b[at] ?? 0) * 2 ** 25 +
    (b[at + 1] ?? 0) * 2 ** 17 +
    (b[at + 2] ?? 0) * 2 ** 9 +
    (b[at + 3] ?? 0) * 2 +
    ((b[at + 4] ?? 0) >> 7)
  )
}

function writePcrBase(b: Uint8Array, at: number, base: number): void {
  b[at] = Math.floor(base / 2 ** 25) & 0xff
  b[at + 1] = Math.floor(base / 2 ** 17) & 0xff
  b[at + 2] = Math.floor(base / 2 ** 9) & 0xff
  b[at + 3] = Math.floor(base / 2) & 0xff
  b[at + 4] = ((base % 2) << 7) | ((b[at + 4] ?? 0) & 0x7f)
}

type Timestamps = { pts: number[]; pcr: number[] }

/**
 * Visits each packet's PCR and each PES header's PTS/DTS, calling `at` with the kind and the
 * offset of its bytes. Throws on bytes that are not whole, synced 188-byte packets.
 */
function eachTimestamp(b: Uint8Array, at: (kind: 'pts' | 'pcr', offset: number) => void): void {
  if (b.length % PACKET !== 0) throw new Error('not whole MPEG-TS packets')
  for (let p = 0; p < b.length; p += PACKET) {
    if (b[p] !== SYNC) throw new Error(`no MPEG-TS sync byte at ${p}`)
    const unitStart = ((b[p + 1] ?? 0) & 0x40) !== 0
    const control = ((b[p + 3] ?? 0) >> 4) & 0x03
    let payload = p + 4
    if (control & 0x02) {
      const length = b[p + 4] ?? 0
      // PCR flag (0x10) in the adaptation field's flags byte: 6 bytes follow it.
      if (length >= 7 && ((b[p + 5] ?? 0) & 0x10) !== 0) at('pcr', p + 6)
      payload = p + 5 + length
    }
    if (!(control & 0x01) || !unitStart || payload + 14 > p + PACKET) continue
    // A PES packet starts here (prefix 00 00 01) when this PID carries one, not a table.
    if (b[payload] !== 0 || b[payload + 1] !== 0 || b[payload + 2] !== 1) continue
    const flags = ((b[payload + 7] ?? 0) >> 6) & 0x03
    if (flags & 0x02) at('pts', payload + 9)
    if (flags === 0x03) at('pts', payload + 14)
  }
}

/** The PTS/DTS and PCR values in an MPEG-TS segment, in order (for tests and checks). */
export function timestampsOf(segment: Uint8Array): Timestamps {
  const out: Timestamps = { pts: [], pcr: [] }
  eachTimestamp(segment, (kind, at) =>
    out[kind].push(kind === 'pts' ? readTimestamp(segment, at) : readPcrBase(segment, at)),
  )
  return out
}

/** A copy of `segment` with every PTS, DTS and PCR moved by `ticks` (90 kHz), wrapping at 2^33. */
export function shiftTimestamps(segment: Uint8Array, ticks: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(segment)
  eachTimestamp(out, (kind, at) => {
    if (kind === 'pts') writeTimestamp(out, at, wrapPts(readTimestamp(out, at) + ticks))
    else writePcrBase(out, at, wrapPts(readPcrBase(out, at) + ticks))
  })
  return out
}
