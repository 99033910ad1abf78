// Where CEA-608 captions travel in H.264 video (ATSC A/53, CTA-708 §4.4): SEI messages of
// type 4 (ITU-T T.35, country 0xB5, provider 0x0031, "GA94", user data type 3) holding cc_data
// triplets. This reads an access unit's CC1 byte pairs (field 1). Pure.

/** The payloads of an Annex B byte stream's NAL units of `type` (H.264's 5-bit type). */
function nalUnits(data: Uint8Array, type: number): Uint8Array[] {
  const starts: number[] = []
  for (let i = 0; i + 2 < data.length; i++) {
    if (data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 1) {
      starts.push(i + 3)
      i += 2
    }
  }
  const units: Uint8Array[] = []
  starts.forEach((start, n) => {
    let end = starts[n + 1] === undefined ? data.length : (starts[n + 1] ?? data.length) - 3
    // A 4-byte start code's leading zero belongs to no unit.
    while (end > start && data[end - 1] === 0) end--
    if (((data[start] ?? 0) & 0x1f) === type) units.push(data.subarray(start + 1, end))
  })
  return units
}

/** The bytes without emulation prevention (00 00 03 → 00 00). */
function withoutEmulationPrevention(rbsp: Uint8Array): Uint8Array {
  const out: number[] = []
  let zeros = 0
  for (const byte of rbsp) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0
      continue
    }
    out.push(byte)
    zeros = byte === 0 ? zeros + 1 : 0
  }
  return Uint8Array.from(out)
}

const SEI = 6
const T35 = 4

/** A cc_data byte pair of field 1 (its parity bits still on). */
export type CcPair = [number, number]

/** The field-1 caption byte pairs in one SEI message's user data, or none when it carries none. */
function ccPairs(payload: Uint8Array): CcPair[] {
  // country 0xB5, provider 0x0031, "GA94", user_data_type_code 3
  const head = [0xb5, 0x00, 0x31, 0x47, 0x41, 0x39, 0x34, 0x03]
  if (!head.every((byte, i) => payload[i] === byte)) return []
  const flags = payload[8] ?? 0
  if (!(flags & 0x40)) return []
  const count = flags & 0x1f
  const pairs: CcPair[] = []
  for (let i = 0; i < count; i++) {
    const at = 10 + i * 3
    const marker = payload[at] ?? 0
    const valid = (marker & 0x04) !== 0
    const type = marker & 0x03
    if (valid && type === 0) pairs.push([payload[at + 1] ?? 0, payload[at + 2] ?? 0])
  }
  return pairs
}

/** The CC1 field-1 byte pairs carried in one access unit (a video PES packet's data). */
export function captionPairsOf(accessUnit: Uint8Array): CcPair[] {
  const pairs: CcPair[] = []
  for (const unit of nalUnits(accessUnit, SEI)) {
    const sei = withoutEmulationPrevention(unit)
    let at = 0
    // SEI messages, until the RBSP trailing bits (0x80).
    while (at < sei.length && sei[at] !== 0x80) {
      let type = 0
      while (sei[at] === 0xff) type += sei[at++] ?? 0
      type += sei[at++] ?? 0
      let size = 0
      while (sei[at] === 0xff) size += sei[at++] ?? 0
      size += sei[at++] ?? 0
      if (type === T35) pairs.push(...ccPairs(sei.subarray(at, at + size)))
      at += size
    }
  }
  return pairs
}

/** An SEI NAL unit (with its start code) carrying `pairs` for field 1: what the tests and the demo write. */
export function captionSei(pairs: readonly CcPair[]): Uint8Array {
  const cc = pairs.flatMap(([a, b]) => [0xfc, a, b])
  const payload = [
    0xb5,
    0x00,
    0x31,
    0x47,
    0x41,
    0x39,
    0x34,
    0x03,
    0x40 | pairs.length,
    0xff,
    ...cc,
    0xff,
  ]
  const sei = [T35, payload.length, ...payload, 0x80]
  // Emulation prevention: no 00 00 0x (x ≤ 3) inside the unit.
  const escaped: number[] = []
  let zeros = 0
  for (const byte of sei) {
    if (zeros >= 2 && byte <= 3) {
      escaped.push(3)
      zeros = 0
    }
    escaped.push(byte)
    zeros = byte === 0 ? zeros + 1 : 0
  }
  return Uint8Array.from([0, 0, 0, 1, SEI, ...escaped])
}

/** A pair of characters with odd parity, as line 21 sends them. */
export function withParity(byte: number): number {
  let ones = 0
  for (let b = byte & 0x7f; b; b >>= 1) ones += b & 1
  return ones % 2 ? byte & 0x7f : (byte & 0x7f) | 0x80
}
