// From a frame (PNG, JPEG or any picture sharp reads) to the page the OCR engine reads: the
// region's greyscale at a working width, its text lines found, cut out, scaled to one text
// height, binarised dark-on-white and stacked with white space between them.

import sharp from 'sharp'
import { type Box, binarise, cut, findTextLines, type Grey } from './lines'

/** Where on the frame to look: the lower half (lower thirds) or all of it. */
export type Region = 'lower' | 'whole'

/** Share of the frame's height, from the top, that the `lower` region leaves out. */
export const LOWER_FROM = 0.5

/** Width the region is scaled to before lines are looked for (640-wide frames double). */
export const WORK_WIDTH = 1280

/** Height a line's band (about its capitals' height) is scaled to for the engine. */
export const TEXT_HEIGHT = 34

const GAP = 24

export type Page = { page: Grey; boxes: Box[] }

function grey(data: Buffer, width: number, height: number): Grey {
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height }
}

async function regionGrey(image: Uint8Array, region: Region): Promise<Grey> {
  const picture = sharp(image, { failOn: 'none' })
  const { width, height } = await picture.metadata()
  if (!width || !height) throw new Error('the frame has no size')
  const top = region === 'lower' ? Math.round(height * LOWER_FROM) : 0
  const { data, info } = await picture
    .extract({ left: 0, top, width, height: height - top })
    .resize({ width: WORK_WIDTH, kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`)
  return grey(data, info.width, info.height)
}

async function scaled(line: Grey, factor: number): Promise<Grey> {
  const width = Math.max(1, Math.round(line.width * factor))
  const height = Math.max(1, Math.round(line.height * factor))
  const { data } = await sharp(line.data, {
    raw: { width: line.width, height: line.height, channels: 1 },
  })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return grey(data, width, height)
}

/** Stacks the lines under each other, left-aligned, on white. */
function stack(lines: Grey[]): Grey {
  const width = Math.max(...lines.map((line) => line.width)) + GAP * 2
  const height = lines.reduce((sum, line) => sum + line.height + GAP, GAP)
  const data = new Uint8Array(width * height).fill(255)
  let top = GAP
  for (const line of lines) {
    for (let y = 0; y < line.height; y++) {
      data.set(line.data.subarray(y * line.width, (y + 1) * line.width), (top + y) * width + GAP)
    }
    top += line.height + GAP
  }
  return { data, width, height }
}

/** The engine's page for a frame, or null when no text line was found. */
export async function preparePage(image: Uint8Array, region: Region): Promise<Page | null> {
  const picture = await regionGrey(image, region)
  const boxes = findTextLines(picture)
  if (boxes.length === 0) return null
  const lines: Grey[] = []
  for (const box of boxes) {
    const padY = Math.round(box.height * 0.5)
    const padX = Math.round(box.height * 0.4)
    const line = await scaled(cut(picture, box, padX, padY), TEXT_HEIGHT / box.height)
    lines.push(binarise(line))
  }
  return { page: stack(lines), boxes }
}

/** The page as PNG (what the engine is handed). */
export function pagePng(page: Grey): Promise<Buffer> {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
}
