// ID3v2 tags as HLS timed metadata carries them (Apple's "Timed Metadata for HTTP Live
// Streaming"; Amazon IVS, JW Player and hls.js read the same): the TXXX and PRIV frames a
// broadcaster's encoder inserts. Pure.

/** A frame the stream reader uses: a user text (TXXX) or private data (PRIV). */
export type Id3Frame =
  | { id: 'TXXX'; description: string; value: string }
  | { id: 'PRIV'; owner: string; data: Uint8Array }

/** A 28-bit "syncsafe" integer (7 bits a byte). */
function syncsafe(b: Uint8Array, at: number): number {
  return (
    (((b[at] ?? 0) & 0x7f) << 21) |
    (((b[at + 1] ?? 0) & 0x7f) << 14) |
    (((b[at + 2] ?? 0) & 0x7f) << 7) |
    ((b[at + 3] ?? 0) & 0x7f)
  )
}

function uint32(b: Uint8Array, at: number): number {
  return (
    (((b[at] ?? 0) << 24) |
      ((b[at + 1] ?? 0) << 16) |
      ((b[at + 2] ?? 0) << 8) |
      (b[at + 3] ?? 0)) >>>
    0
  )
}

const latin1 = new TextDecoder('latin1')
const utf8 = new TextDecoder('utf-8')
const utf16le = new TextDecoder('utf-16le')
const utf16be = new TextDecoder('utf-16be')

/** Text of an ID3 text encoding (0 Latin-1, 1 UTF-16 with BOM, 2 UTF-16BE, 3 UTF-8), NULs dropped. */
function decode(encoding: number, bytes: Uint8Array): string {
  let text: string
  if (encoding === 3) text = utf8.decode(bytes)
  else if (encoding === 2) text = utf16be.decode(bytes)
  else if (encoding === 1) {
    const bigEndian = bytes[0] === 0xfe && bytes[1] === 0xff
    text = (bigEndian ? utf16be : utf16le).decode(bytes)
  } else text = latin1.decode(bytes)
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--
  return text.slice(0, end).replace(/^\uFEFF/, '')
}

/** Where the NUL that ends a string of `encoding` starts at or after `from` (its width is 1 or 2). */
function terminator(b: Uint8Array, encoding: number, from: number): number {
  const wide = encoding === 1 || encoding === 2
  for (let i = from; i < b.length; i += wide ? 2 : 1) {
    if (b[i] === 0 && (!wide || b[i + 1] === 0)) return i
  }
  return b.length
}

function txxx(body: Uint8Array): Id3Frame {
  const encoding = body[0] ?? 0
  const end = terminator(body, encoding, 1)
  const width = encoding === 1 || encoding === 2 ? 2 : 1
  return {
    id: 'TXXX',
    description: decode(encoding, body.subarray(1, end)),
    value: decode(encoding, body.subarray(end + width)),
  }
}

function priv(body: Uint8Array): Id3Frame {
  const end = terminator(body, 0, 0)
  return { id: 'PRIV', owner: latin1.decode(body.subarray(0, end)), data: body.subarray(end + 1) }
}

/**
 * The TXXX and PRIV frames of each ID3v2.3 or 2.4 tag in `bytes` (a PES payload may hold more
 * than one). Frames of other kinds, and tags using unsynchronisation or compression, are skipped.
 */
export function id3Frames(bytes: Uint8Array): Id3Frame[] {
  const frames: Id3Frame[] = []
  let at = 0
  while (
    at + 10 <= bytes.length &&
    bytes[at] === 0x49 &&
    bytes[at + 1] === 0x44 &&
    bytes[at + 2] === 0x33
  ) {
    const version = bytes[at + 3] ?? 0
    const flags = bytes[at + 5] ?? 0
    const size = syncsafe(bytes, at + 6)
    const end = Math.min(at + 10 + size, bytes.length)
    let f = at + 10
    if (flags & 0x40) f += version === 4 ? syncsafe(bytes, f) : uint32(bytes, f) + 4
    const readable = (version === 3 || version === 4) && !(flags & 0x80)
    while (readable && f + 10 <= end && bytes[f] !== 0) {
      const id = String.fromCharCode(...bytes.subarray(f, f + 4))
      const length = version === 4 ? syncsafe(bytes, f + 4) : uint32(bytes, f + 4)
      const frameFlags = bytes[f + 9] ?? 0
      const body = bytes.subarray(f + 10, Math.min(f + 10 + length, end))
      // 2.4: compression, encryption, unsynchronisation or a data length indicator change the body.
      const plain = version === 3 ? !(frameFlags & 0xc0) : !(frameFlags & 0x0f)
      if (plain && id === 'TXXX') frames.push(txxx(body))
      if (plain && id === 'PRIV') frames.push(priv(body))
      f += 10 + length
    }
    at = end + (flags & 0x10 ? 10 : 0)
  }
  return frames
}

function syncsafeBytes(n: number): number[] {
  return [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]
}

/** An ID3v2.4 tag of UTF-8 TXXX frames (what the demo stream and the tests insert). */
export function id3Tag(texts: readonly { description: string; value: string }[]): Uint8Array {
  const encoder = new TextEncoder()
  const frames = texts.map(({ description, value }) => {
    const body = [3, ...encoder.encode(description), 0, ...encoder.encode(value)]
    return [0x54, 0x58, 0x58, 0x58, ...syncsafeBytes(body.length), 0, 0, ...body]
  })
  const payload = frames.flat()
  return Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafeBytes(payload.length), ...payload])
}
