// Reads an MPEG-TS segment (ISO/IEC 13818-1) as far as the stream reader needs: the program's
// elementary streams (PAT → PMT) and each stream's PES packets with their PTS. Tables are read
// from one packet each (PAT and PMT fit one in practice); PES packets are joined across packets.
import { readTimestamp } from './timestamp'

export const PACKET = 188
const SYNC = 0x47

/** Stream types (ISO/IEC 13818-1 Table 2-34) the reader knows. */
export const STREAM_TYPE = { h264: 0x1b, h265: 0x24, aac: 0x0f, metadata: 0x15 } as const

export type ElementaryStream = { pid: number; type: number }
export type Pes = { pid: number; type: number; pts: number | null; data: Uint8Array }
export type Demuxed = {
  streams: ElementaryStream[]
  /** The PES packets of the streams asked for, in the order they end. */
  pes: Pes[]
  /** Each stream's first PTS in the segment (every stream, asked for or not). */
  firstPts: Map<number, number>
}

type Packet = { pid: number; unitStart: boolean; payload: Uint8Array }

function* packets(b: Uint8Array): Generator<Packet> {
  if (b.length < PACKET) throw new Error('shorter than one MPEG-TS packet')
  for (let p = 0; p + PACKET <= b.length; p += PACKET) {
    if (b[p] !== SYNC) throw new Error(`no MPEG-TS sync byte at ${p}`)
    const control = ((b[p + 3] ?? 0) >> 4) & 0x03
    if (!(control & 0x01)) continue
    const start = control & 0x02 ? p + 5 + (b[p + 4] ?? 0) : p + 4
    if (start >= p + PACKET) continue
    yield { ...packetHead(b, p), payload: b.subarray(start, p + PACKET) }
  }
}

/** A table section from a packet that starts one (after its pointer field), or null. */
function section(packet: Packet, tableId: number): Uint8Array | null {
  if (!packet.unitStart) return null
  const at = 1 + (packet.payload[0] ?? 0)
  const s = packet.payload.subarray(at)
  if (s[0] !== tableId) return null
  const length = (((s[1] ?? 0) & 0x0f) << 8) | (s[2] ?? 0)
  return s.subarray(0, Math.min(3 + length, s.length))
}

/** The PMT PIDs a PAT section names. */
function pmtPids(pat: Uint8Array): number[] {
  const pids: number[] = []
  for (let i = 8; i + 4 <= pat.length - 4; i += 4) {
    const program = ((pat[i] ?? 0) << 8) | (pat[i + 1] ?? 0)
    if (program !== 0) pids.push((((pat[i + 2] ?? 0) & 0x1f) << 8) | (pat[i + 3] ?? 0))
  }
  return pids
}

/** The elementary streams a PMT section lists. */
function pmtStreams(pmt: Uint8Array): ElementaryStream[] {
  const streams: ElementaryStream[] = []
  const infoLength = (((pmt[10] ?? 0) & 0x0f) << 8) | (pmt[11] ?? 0)
  for (let i = 12 + infoLength; i + 5 <= pmt.length - 4; ) {
    const type = pmt[i] ?? 0
    const pid = (((pmt[i + 1] ?? 0) & 0x1f) << 8) | (pmt[i + 2] ?? 0)
    const esInfo = (((pmt[i + 3] ?? 0) & 0x0f) << 8) | (pmt[i + 4] ?? 0)
    streams.push({ pid, type })
    i += 5 + esInfo
  }
  return streams
}

/** A whole PES packet's PTS (when it has one) and payload, or null when it is not a PES packet. */
function readPes(b: Uint8Array): { pts: number | null; data: Uint8Array } | null {
  if (b.length < 9 || b[0] !== 0 || b[1] !== 0 || b[2] !== 1) return null
  const headerLength = b[8] ?? 0
  const hasPts = ((b[7] ?? 0) & 0x80) !== 0
  const declared = ((b[4] ?? 0) << 8) | (b[5] ?? 0)
  const end = declared ? Math.min(6 + declared, b.length) : b.length
  return { pts: hasPts ? readTimestamp(b, 9) : null, data: b.subarray(9 + headerLength, end) }
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The PIDs of the PMTs the segment's PAT names. */
export function pmtPidsOf(segment: Uint8Array): Set<number> {
  const pids = new Set<number>()
  for (const packet of packets(segment)) {
    const pat = packet.pid === 0 ? section(packet, 0x00) : null
    if (pat) for (const pid of pmtPids(pat)) pids.add(pid)
  }
  return pids
}

/** A packet's PID and whether a unit (a section or PES packet) starts in it. */
export function packetHead(segment: Uint8Array, at: number): { pid: number; unitStart: boolean } {
  const b1 = segment[at + 1] ?? 0
  return { pid: ((b1 & 0x1f) << 8) | (segment[at + 2] ?? 0), unitStart: (b1 & 0x40) !== 0 }
}

/**
 * The segment's elementary streams and the PES packets of those `wanted` says (by stream type),
 * in order. Throws on bytes that are not synced 188-byte packets.
 */
export function demux(segment: Uint8Array, wanted: (type: number) => boolean): Demuxed {
  const all = [...packets(segment)]
  const pmts = pmtPidsOf(segment)
  const streams = new Map<number, ElementaryStream>()
  for (const packet of all) {
    const pmt = pmts.has(packet.pid) ? section(packet, 0x02) : null
    if (pmt) for (const s of pmtStreams(pmt)) streams.set(s.pid, s)
  }
  const pes: Pes[] = []
  const firstPts = new Map<number, number>()
  const open = new Map<number, Uint8Array[]>()
  const close = (pid: number) => {
    const parts = open.get(pid)
    const stream = streams.get(pid)
    open.delete(pid)
    const read = parts && stream ? readPes(joined(parts)) : null
    if (read && stream) pes.push({ pid, type: stream.type, ...read })
  }
  for (const packet of all) {
    const stream = streams.get(packet.pid)
    if (!stream) continue
    if (packet.unitStart && !firstPts.has(packet.pid)) {
      const pts = readPes(packet.payload)?.pts
      if (pts != null) firstPts.set(packet.pid, pts)
    }
    if (!wanted(stream.type)) continue
    if (packet.unitStart) {
      close(packet.pid)
      open.set(packet.pid, [packet.payload])
    } else open.get(packet.pid)?.push(packet.payload)
  }
  for (const pid of [...open.keys()]) close(pid)
  return { streams: [...streams.values()], pes, firstPts }
}
