import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { textLines } from './engine'
import { segmentFrames } from './frames'
import { createScreenTextReader } from './read-text'
import { nameRead, normaliseText } from './score'
import { frameSpec, productNames, renderFrame } from './test-frames'

describe('scoring and cleaning', () => {
  it('normalises case, accents, punctuation and spacing', () => {
    expect(normaliseText('Lumière Gear  Aurore-3 “Noise”')).toBe('lumiere gear aurore 3 noise')
    expect(nameRead('Kiritsuke & Co. Aogami 8', ['Kiritsuke Co Aogami 8 Chef Knife'])).toBe(true)
    expect(nameRead('Cinevox Premiere 5', ['Cinevox Premier 5'])).toBe(false)
  })

  it('keeps lines with text and trims the junk around them', () => {
    expect(
      textLines('~.. Cinevox Premiere 5 Soundbar ;\n| \n= =\nHarbour Kitchen - $238,\n'),
    ).toEqual(['Cinevox Premiere 5 Soundbar', 'Harbour Kitchen - $238'])
  })
})

// Eight generated lower thirds (both sizes, every bar kind, picture/gradient/solid
// backgrounds, five font families), read through the OCR thread as the server would.
// ~8 s on the 2-core machine, the model's load included.
describe('readScreenText on generated broadcast frames', () => {
  const reader = createScreenTextReader()
  afterAll(() => reader.close())
  const names = productNames(100)
  const picks = [0, 3, 4, 8, 14, 21, 33, 40]

  it('reads at least 7 of 8 product names', async () => {
    let read = 0
    const misses: string[] = []
    for (const index of picks) {
      const spec = frameSpec(names[index] ?? '', index)
      const { lines } = await reader.readScreenText(await renderFrame(spec))
      if (nameRead(spec.name, lines)) read++
      else misses.push(`${spec.name} → ${JSON.stringify(lines)}`)
    }
    expect(read, misses.join('\n')).toBeGreaterThanOrEqual(7)
  })

  it('finds no lines on a frame without text', async () => {
    const blank = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#335577' },
    })
      .png()
      .toBuffer()
    expect(await reader.readScreenText(blank)).toEqual({ lines: [] })
  })

  it('takes no shapes of a picture for text: the demo clips with no lower third read empty', async () => {
    // Read at confidences of 0–28 (a cooking pot's handles as "YyYvyvy", a stage as "INIRIR…").
    for (const clip of ['cooking/clip2', 'korean-tv/clip0']) {
      const segment = readFileSync(
        new URL(`../../demo-stream/media/${clip}.mpegts`, import.meta.url),
      )
      const frames = await segmentFrames(segment, { everySeconds: 5 })
      if (!frames.ok) throw new Error(frames.message)
      expect(await reader.readScreenText(frames.frames[0] ?? new Uint8Array())).toEqual({
        lines: [],
      })
    }
  })

  it('fails a read of bytes that are no picture, and goes on reading', async () => {
    await expect(reader.readScreenText(new Uint8Array([1, 2, 3]))).rejects.toThrow(/on-screen text/)
    const spec = frameSpec(names[0] ?? '', 0)
    const { lines } = await reader.readScreenText(await renderFrame(spec))
    expect(nameRead(spec.name, lines)).toBe(true)
  })
})
