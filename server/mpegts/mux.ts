// Writes MPEG-TS packets: a PMT section and a PES packet's packets. The demo stream adds its
// timed metadata to its segments with these; tests make segments with them.
import { crc32Mpeg } from './crc32'
import { type ElementaryStream, PACKET } from './demux'
import { writeTimestamp } from './timestamp'

/** A stream to list in a PMT, with its descriptors' bytes (none by default). */
export type ListedStream = ElementaryStream & { descriptors?: Uint8Array }

/** The metadata_descriptor (tag 0x26) that says a stream carries ID3 (Apple's timed metadata). */
export const ID3_METADATA_DESCRIPTOR = Uint8Array.from([
  0x26, 0x0d, 0xff, 0xff, 0x49, 0x44, 0x33, 0x20, 0xff, 0x49, 0x44, 0x33, 0x20, 0x00, 0x0f,
])

/** A table section with its length and CRC filled in: `body` follows the 3-byte header. */
function withCrc(tableId: number, body: number[]): Uint8Array {
  const length = body.length + 4
  const head = [tableId, 0xb0 | ((length >> 8) & 0x0f), length & 0xff, ...body]
  const crc = crc32Mpeg(Uint8Array.from(head))
  return Uint8Array.from([...head, crc >>> 24, (crc >> 16) & 0xff, (crc >> 8) & 0xff, crc & 0xff])
}

/** A PAT section naming one program's PMT. */
export function patSection(pmtPid: number): Uint8Array {
  return withCrc(0x00, [
    0x00,
    0x01,
    0xc1,
    0x00,
    0x00,
    0x00,
    0x01,
    0xe0 | (pmtPid >> 8),
    pmtPid & 0xff,
  ])
}

/** A PMT section for program 1 listing `streams`, with `pcrPid` carrying the clock. */
export function pmtSection(pcrPid: number, streams: readonly ListedStream[]): Uint8Array {
  const body = [0x00, 0x01, 0xc1, 0x00, 0x00, 0xe0 | (pcrPid >> 8), pcrPid & 0xff, 0xf0, 0x00]
  for (const s of streams) {
    const d = s.descriptors ?? new Uint8Array()
    body.push(s.type, 0xe0 | (s.pid >> 8), s.pid & 0xff, 0xf0 | (d.length >> 8), d.length & 0xff)
    body.push(...d)
  }
  return withCrc(0x02, body)
}

/** One packet of `pid` carrying a table section (pointer field 0), stuffed with 0xff. */
export function sectionPacket(pid: number, section: Uint8Array, counter = 0): Uint8Array {
  const packet = new Uint8Array(PACKET).fill(0xff)
  packet.set([0x47, 0x40 | (pid >> 8), pid & 0xff, 0x10 | (counter & 0x0f), 0x00], 0)
  packet.set(section.subarray(0, PACKET - 5), 5)
  return packet
}

/**
 * A PES packet of `data` at `pts` cut into packets of `pid`, the last one padded by an
 * adaptation field. `counter` is the first packet's continuity counter; `streamId` is
 * private_stream_1 (as timed metadata is sent) unless given (0xE0: video).
 */
export function pesPackets(
  pid: number,
  pts: number,
  data: Uint8Array,
  counter = 0,
  streamId = 0xbd,
): Uint8Array {
  const header = new Uint8Array(14)
  header.set([0x00, 0x00, 0x01, streamId], 0)
  const length = 8 + data.length
  header.set([(length >> 8) & 0xff, length & 0xff, 0x84, 0x80, 0x05, 0x21], 4)
  writeTimestamp(header, 9, pts)
  const pes = new Uint8Array(header.length + data.length)
  pes.set(header, 0)
  pes.set(data, header.length)
  const out: Uint8Array[] = []
  for (let at = 0, n = 0; at < pes.length; n++) {
    const chunk = pes.subarray(at, at + PACKET - 4)
    const packet = new Uint8Array(PACKET)
    const cc = (counter + n) & 0x0f
    packet.set([0x47, (at === 0 ? 0x40 : 0) | (pid >> 8), pid & 0xff], 0)
    const stuffing = PACKET - 4 - chunk.length
    if (stuffing > 0) {
      // Adaptation field then payload: its length byte, a flags byte, then 0xff stuffing.
      packet[3] = 0x30 | cc
      packet[4] = stuffing - 1
      if (stuffing > 1) packet.fill(0xff, 6, 4 + stuffing).set([0x00], 5)
      packet.set(chunk, 4 + stuffing)
    } else {
      packet[3] = 0x10 | cc
      packet.set(chunk, 4)
    }
    out.push(packet)
    at += chunk.length
  }
  const all = new Uint8Array(out.length * PACKET)
  for (const [i, p] of out.entries()) all.set(p, i * PACKET)
  return all
}
