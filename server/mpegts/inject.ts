// Adds timed metadata to an MPEG-TS segment: its PMT gains a metadata stream (ID3, stream type
// 0x15) and the tags follow the segment's packets as PES packets at their PTS. The demo stream
// serves its segments so, and tests make streams with cues this way.
import { demux, PACKET, packetHead, pmtPidsOf, STREAM_TYPE } from './demux'
import { ID3_METADATA_DESCRIPTOR, pesPackets, pmtSection, sectionPacket } from './mux'

/** Not in the spec: the PID the added metadata stream takes (unused by ffmpeg's defaults). */
export const METADATA_PID = 0x1f0

/** A tag to add: its bytes and the 90 kHz time it belongs to. */
export type TimedTag = { pts: number; data: Uint8Array }

/** `segment` with `tags` added (its PMT lists the metadata stream); unchanged when there are none. */
export function withTimedMetadata(segment: Uint8Array, tags: readonly TimedTag[]): Uint8Array {
  if (!tags.length) return segment
  const { streams } = demux(segment, () => false)
  const listed = [
    ...streams.filter((s) => s.pid !== METADATA_PID),
    { pid: METADATA_PID, type: STREAM_TYPE.metadata, descriptors: ID3_METADATA_DESCRIPTOR },
  ]
  const pcrPid = streams[0]?.pid ?? METADATA_PID
  const pmt = pmtSection(pcrPid, listed)
  const pmtPids = pmtPidsOf(segment)
  const out = new Uint8Array(segment)
  for (let p = 0; p + PACKET <= out.length; p += PACKET) {
    const { pid, unitStart } = packetHead(out, p)
    if (pmtPids.has(pid) && unitStart) {
      out.set(sectionPacket(pid, pmt, (out[p + 3] ?? 0) & 0x0f), p)
    }
  }
  const added = tags.map((tag, i) => pesPackets(METADATA_PID, tag.pts, tag.data, i))
  const all = new Uint8Array(out.length + added.reduce((n, a) => n + a.length, 0))
  all.set(out, 0)
  let at = out.length
  for (const packets of added) {
    all.set(packets, at)
    at += packets.length
  }
  return all
}
