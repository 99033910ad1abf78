import { describe, expect, it } from 'vitest'
import { STREAM_TYPE } from '../mpegts/demux'
import { patSection, pesPackets, pmtSection, sectionPacket } from '../mpegts/mux'
import { type CcPair, captionPairsOf, captionSei, withParity } from './caption-sei'
import { createCea608Decoder } from './cea608'
import { videoCuesOf } from './video-cues'

/** A control code of CC1, sent twice as encoders do. */
const ctrl = (code: number): CcPair[] => {
  const pair: CcPair = [withParity(0x14), withParity(code)]
  return [pair, pair]
}
const RCL = 0x20
const RU2 = 0x25
const CR = 0x2d
const ENM = 0x2e
const EOC = 0x2f
const EDM = 0x2c
const RDC = 0x29
/** A preamble: row 15, white. */
const PAC: CcPair[] = [
  [withParity(0x14), withParity(0x60)],
  [withParity(0x14), withParity(0x60)],
]

/** Text as byte pairs (a lone last character padded with 0). */
function text(said: string): CcPair[] {
  const bytes = [...said].map((c) => c.charCodeAt(0))
  const pairs: CcPair[] = []
  for (let i = 0; i < bytes.length; i += 2) {
    pairs.push([withParity(bytes[i] ?? 0), withParity(bytes[i + 1] ?? 0)])
  }
  return pairs
}

function decode(pairs: CcPair[]) {
  const decoder = createCea608Decoder()
  return pairs.flatMap(([a, b], i) => decoder.push(i * 3_000, a, b))
}

describe('CEA-608 decoding', () => {
  it('shows a pop-on caption at its End Of Caption', () => {
    const pairs = [...ctrl(RCL), ...ctrl(ENM), ...PAC, ...text('Trail Boots'), ...ctrl(EOC)]
    expect(decode(pairs)).toEqual([{ pts: (pairs.length - 2) * 3_000, text: 'Trail Boots' }])
  })

  it('ends roll-up lines at each carriage return, rows and styles as spaces', () => {
    const pairs = [
      ...ctrl(RU2),
      ...PAC,
      ...text('Now the'),
      [withParity(0x11), withParity(0x2e)] as CcPair, // mid-row: italics
      ...text('tent'),
      ...ctrl(CR),
      ...text('and a stove'),
      ...ctrl(CR),
    ]
    expect(decode(pairs).map((c) => c.text)).toEqual(['Now the tent', 'and a stove'])
  })

  it('ends a paint-on caption when the screen is erased', () => {
    const pairs = [...ctrl(RDC), ...PAC, ...text('Paint'), ...ctrl(EDM)]
    expect(decode(pairs).map((c) => c.text)).toEqual(['Paint'])
  })

  it('reads the characters that differ from ASCII, special and extended ones', () => {
    const pairs = [
      ...ctrl(RCL),
      ...text('Jalape~o'), // 0x7E is ñ
      [withParity(0x11), withParity(0x37)] as CcPair, // ♪
      ...text(' E'),
      [withParity(0x12), withParity(0x21)] as CcPair, // É replaces E
      ...ctrl(EOC),
    ]
    expect(decode(pairs).map((c) => c.text)).toEqual(['Jalapeño♪ É'])
  })

  it('keeps CC2 out, ignores padding and a repeated control code once', () => {
    const pairs: CcPair[] = [
      ...ctrl(RCL),
      [withParity(0x1c), withParity(0x2f)], // CC2's EOC
      [0x80, 0x80],
      ...text('Once'),
      ...ctrl(EOC),
      ...ctrl(EOC), // a second EOC: the (empty) loaded memory is shown
    ]
    expect(decode(pairs).map((c) => c.text)).toEqual(['Once'])
  })
})

describe('captions in H.264 SEI', () => {
  it('reads back the field-1 pairs an SEI unit carries, through emulation prevention', () => {
    const pairs: CcPair[] = [[0x80, 0x80], [0x00, 0x00], ...text('Hi')]
    const unit = Uint8Array.from([0, 0, 0, 1, 0x09, 0xf0, ...captionSei(pairs), 0, 0, 1, 0x65, 1])
    expect(captionPairsOf(unit)).toEqual(pairs)
  })

  it('a segment’s captions come out on the wall clock, decoded across segments', () => {
    const pairs = [...ctrl(RCL), ...PAC, ...text('Tent X 2'), ...ctrl(EOC)]
    // One access unit a frame (12 a second), two pairs in each.
    const units: { pts: number; pairs: CcPair[] }[] = []
    for (let i = 0; i < pairs.length; i += 2) {
      units.push({ pts: 900_000 + (i / 2) * 7_500, pairs: pairs.slice(i, i + 2) })
    }
    const segment = (list: typeof units) =>
      Uint8Array.from([
        ...sectionPacket(0, patSection(4096)),
        ...sectionPacket(4096, pmtSection(256, [{ pid: 256, type: STREAM_TYPE.h264 }])),
        ...list.flatMap((u, n) => [...pesPackets(256, u.pts, captionSei(u.pairs), n, 0xe0)]),
      ])
    const decoder = createCea608Decoder()
    const half = Math.ceil(units.length / 2)
    const first = videoCuesOf(
      segment(units.slice(0, half)),
      { startMs: 10_000, durationMs: 2_000 },
      0,
      decoder,
    )
    expect(first).toEqual({ ok: true, cues: [] })
    // In decoding order, End Of Caption first: decoded in presentation order, the text is whole.
    const second = units.slice(half).reverse()
    const read = videoCuesOf(segment(second), { startMs: 12_000, durationMs: 2_000 }, 0, decoder)
    expect(read).toEqual({
      ok: true,
      cues: [
        {
          // The segment starts at its first access unit, the End Of Caption's.
          atMs: 12_000,
          from: 'captions',
          caption: 'Tent X 2',
          names: [],
          items: [],
        },
      ],
    })
  })
})
