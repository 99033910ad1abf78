import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRIV_OWNER } from '../../shared/api/stream'
import { timestampsOf } from '../demo-stream/mpegts'
import { withTimedMetadata } from '../mpegts/inject'
import { createCea608Decoder } from './cea608'
import { id3Frames, id3Tag } from './id3'
import { cueOfDateRange, cueOfId3 } from './metadata-cues'
import { videoCuesOf } from './video-cues'

const clip = new Uint8Array(
  readFileSync(new URL('../demo-stream/media/wildlife/clip0.mpegts', import.meta.url)),
)

/** An ID3v2.3 tag of frames given as [id, body]. */
function v23(frames: [string, number[]][]): Uint8Array {
  const bytes = frames.flatMap(([id, body]) => {
    const n = body.length
    return [
      ...Buffer.from(id),
      n >>> 24,
      (n >> 16) & 0xff,
      (n >> 8) & 0xff,
      n & 0xff,
      0,
      0,
      ...body,
    ]
  })
  const n = bytes.length
  return Uint8Array.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (n >> 21) & 0x7f,
    (n >> 14) & 0x7f,
    (n >> 7) & 0x7f,
    n & 0x7f,
    ...bytes,
  ])
}

describe('id3Frames', () => {
  it('reads the UTF-8 TXXX frames it writes (v2.4)', () => {
    const tag = id3Tag([
      { description: 'STV-NAME', value: 'Trail Runner 2 — Größe' },
      { description: 'STV-ITEM', value: 'sku-1' },
    ])
    expect(id3Frames(tag)).toEqual([
      { id: 'TXXX', description: 'STV-NAME', value: 'Trail Runner 2 — Größe' },
      { id: 'TXXX', description: 'STV-ITEM', value: 'sku-1' },
    ])
  })

  it('reads v2.3 frames in Latin-1 and UTF-16 with a BOM, PRIV frames, and skips others', () => {
    const utf16 = [...Buffer.from('\uFEFFCafé', 'utf16le')]
    const tag = v23([
      ['TIT2', [0, ...Buffer.from('A title')]],
      ['TXXX', [0, ...Buffer.from('STV-CAPTION'), 0, ...Buffer.from('Caf\xe9', 'latin1')]],
      ['TXXX', [1, ...Buffer.from('\uFEFFSTV-NAME', 'utf16le'), 0, 0, ...utf16]],
      ['PRIV', [...Buffer.from(PRIV_OWNER), 0, ...Buffer.from('{"items":["a"]}')]],
    ])
    expect(id3Frames(tag)).toEqual([
      { id: 'TXXX', description: 'STV-CAPTION', value: 'Café' },
      { id: 'TXXX', description: 'STV-NAME', value: 'Café' },
      { id: 'PRIV', owner: PRIV_OWNER, data: Uint8Array.from(Buffer.from('{"items":["a"]}')) },
    ])
  })

  it('reads nothing from bytes that are not a tag, or a cut one', () => {
    expect(id3Frames(new TextEncoder().encode('not id3'))).toEqual([])
    const cut = id3Tag([{ description: 'STV-NAME', value: 'Boots' }]).subarray(0, 14)
    expect(id3Frames(cut)).toEqual([])
  })
})

describe('cueOfId3', () => {
  it('takes our TXXX frames, a PRIV of ours and an IVS-style JSON TXXX; ignores the rest', () => {
    const frames = id3Frames(
      Uint8Array.from([
        ...id3Tag([
          { description: 'stv-caption', value: 'Now on the trail' },
          { description: 'STV-NAME', value: 'Trail Boots' },
          { description: 'STV-ITEM', value: 'sku-9' },
          { description: '', value: '{"names":["Tent X"],"items":[42]}' },
          { description: '', value: 'plain text, not JSON' },
          { description: 'OTHER', value: 'ignored' },
        ]),
      ]),
    )
    expect(cueOfId3(frames)).toEqual({
      caption: 'Now on the trail',
      names: ['Trail Boots', 'Tent X'],
      items: ['sku-9', '42'],
    })
    const other = [
      {
        id: 'PRIV' as const,
        owner: 'com.apple.streaming.transportStreamTimestamp',
        data: new Uint8Array(8),
      },
    ]
    expect(cueOfId3(other)).toBeNull()
  })

  it('keeps control characters out and cuts long text', () => {
    const frames = id3Frames(
      id3Tag([{ description: 'STV-NAME', value: `A\u0000B${'x'.repeat(600)}` }]),
    )
    expect(cueOfId3(frames)?.names[0]).toHaveLength(500)
    expect(cueOfId3(frames)?.names[0]?.startsWith('A B')).toBe(true)
  })
})

describe('cueOfDateRange', () => {
  const range = (data: Record<string, string>) => ({
    id: 'r',
    startMs: 0,
    endMs: null,
    classId: null,
    data,
  })
  it('reads X-STV- attributes, item ids separated by commas', () => {
    expect(cueOfDateRange(range({ 'X-STV-ITEM': 'a, b,,c', 'X-STV-NAME': 'Boots' }))).toEqual({
      caption: '',
      names: ['Boots'],
      items: ['a', 'b', 'c'],
    })
    expect(cueOfDateRange(range({ 'X-COM-EXAMPLE-AD': '1' }))).toBeNull()
  })
})

describe('videoCuesOf (ID3)', () => {
  it('puts each tag on the wall clock by its PTS from the segment’s first video PTS', () => {
    const first = timestampsOf(clip).pts[0] ?? 0
    const segment = withTimedMetadata(clip, [
      { pts: first + 90_000, data: id3Tag([{ description: 'STV-NAME', value: 'Trail Boots' }]) },
      { pts: first + 9_000, data: id3Tag([{ description: 'STV-ITEM', value: 'sku-1' }]) },
      { pts: first, data: id3Tag([{ description: 'OTHER', value: 'not ours' }]) },
    ])
    expect(
      videoCuesOf(segment, { startMs: 50_000, durationMs: 2_000 }, 0, createCea608Decoder()),
    ).toEqual({
      ok: true,
      cues: [
        { atMs: 50_100, from: 'metadata', caption: '', names: [], items: ['sku-1'] },
        { atMs: 51_000, from: 'metadata', caption: '', names: ['Trail Boots'], items: [] },
      ],
    })
  })

  it('says a segment that is not MPEG-TS is not read', () => {
    expect(
      videoCuesOf(
        new Uint8Array(10).fill(7),
        { startMs: 0, durationMs: 2_000 },
        0,
        createCea608Decoder(),
      ),
    ).toEqual({
      ok: false,
      error: 'not an MPEG-TS segment (fMP4 segments are not read yet)',
    })
  })
})
