// Generated broadcast frames for the on-screen text reader's test and bench: a picture-like,
// gradient or solid background with a lower third naming a product, in the fonts fontconfig
// has (the DejaVu families ship with the machine image), drawn by sharp from SVG.
// Deterministic: the same index and seed give the same frame.

import sharp from 'sharp'
import { generateCatalog } from '../../demo'

export type Background = 'solid' | 'gradient' | 'picture'
export type Bar = 'dark' | 'light' | 'colour' | 'none'

export type FrameSpec = {
  /** The product title the lower third shows (what the reader should find). */
  name: string
  /** A smaller second line under the name (vendor and price), or null. */
  subline: string | null
  width: number
  height: number
  background: Background
  bar: Bar
  font: string
  bold: boolean
  italic: boolean
  /** The name's font size in pixels (shrunk to fit the bar when the name is long). */
  size: number
  /** The name's colour, and the bar's fill (ignored for `none`). */
  colour: string
  barFill: string
  /** Colours of the background (solid: the first). */
  tint: readonly [string, string]
  seed: number
}

export type TestFrame = { spec: FrameSpec; png: Buffer }

/** Families `fc-list : family` shows on the machine image (fonts-dejavu-core and -extra). */
export const FONTS = [
  'DejaVu Sans',
  'DejaVu Sans Condensed',
  'DejaVu Serif',
  'DejaVu Serif Condensed',
  'DejaVu Sans Mono',
] as const

/** Average advance of a glyph per pixel of font size, per family (for fitting the name). */
const ADVANCE: Record<string, number> = {
  'DejaVu Sans': 0.62,
  'DejaVu Sans Condensed': 0.56,
  'DejaVu Serif': 0.64,
  'DejaVu Serif Condensed': 0.58,
  'DejaVu Sans Mono': 0.62,
}

const VENDORS = ['Pitchside Sports', 'Chainring Cycles', 'Harbour Kitchen', 'Trailhead Outfitters']
const PALETTE = ['#1d3557', '#264653', '#6d2e46', '#2b2d42', '#3a5a40', '#7f5539', '#003049']
const LIGHT = ['#f1faee', '#ffffff', '#fefae0', '#e9ecef']
const ACCENT = ['#e63946', '#f4a261', '#2a9d8f', '#ffb703', '#8338ec', '#0077b6']

/** mulberry32: a small seeded generator, so frames are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)]
  if (item === undefined) throw new Error('empty list')
  return item
}

/**
 * Product titles from the seeded demo catalog (brand, model and noun, as a lower third shows
 * them), distinct, in catalog order.
 */
export function productNames(count: number): string[] {
  const names: string[] = []
  const seen = new Set<string>()
  for (const item of generateCatalog({ size: Math.max(50, count * 3) })) {
    if (item.type !== 'product' || seen.has(item.title)) continue
    seen.add(item.title)
    names.push(item.title)
    if (names.length === count) break
  }
  return names
}

/** The `index`th frame's look: sizes, fonts, colours and backgrounds cycle through the kinds. */
export function frameSpec(name: string, index: number, seed = 66): FrameSpec {
  const random = seededRandom(seed * 7919 + index)
  const large = index % 2 === 1
  const width = large ? 1280 : 640
  const height = large ? 720 : 360
  const backgrounds: readonly Background[] = ['picture', 'gradient', 'solid', 'picture']
  const bars: readonly Bar[] = ['dark', 'light', 'colour', 'dark', 'none']
  const background = backgrounds[index % backgrounds.length] ?? 'picture'
  const bar = bars[Math.floor(index / 2) % bars.length] ?? 'dark'
  const font = FONTS[Math.floor(index / 3) % FONTS.length] ?? 'DejaVu Sans'
  const dark = pick(random, PALETTE)
  const light = pick(random, LIGHT)
  const accent = pick(random, ACCENT)
  const colour = bar === 'light' ? dark : light
  const barFill = bar === 'dark' ? '#101418' : bar === 'light' ? light : accent
  const vendor = pick(random, VENDORS)
  const price = 19 + Math.floor(random() * 480)
  return {
    name,
    subline: random() < 0.6 ? `${vendor} · $${price}` : null,
    width,
    height,
    background,
    bar,
    font,
    bold: random() < 0.6,
    italic: random() < 0.15,
    size: Math.round((height / 360) * (18 + random() * 10)),
    colour: bar === 'colour' ? '#ffffff' : colour,
    barFill,
    tint: [pick(random, PALETTE), pick(random, [...ACCENT, ...PALETTE])],
    seed: seed * 7919 + index,
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A picture-like background: smooth colour blobs (a tiny random image blown up) plus grain. */
async function pictureBackground(spec: FrameSpec): Promise<Buffer> {
  const random = seededRandom(spec.seed ^ 0x5eed)
  const w = 16
  const h = 9
  const small = Buffer.alloc(w * h * 3)
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256)
  const blobs = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(spec.width, spec.height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  for (let i = 0; i < blobs.length; i++) {
    const grain = (random() - 0.5) * 40
    blobs[i] = Math.max(0, Math.min(255, (blobs[i] ?? 0) + grain))
  }
  return blobs
}

function overlaySvg(spec: FrameSpec): string {
  const { width, height } = spec
  const margin = Math.round(width * 0.05)
  const maxText = width - margin * 2 - Math.round(width * 0.04)
  const advance = (ADVANCE[spec.font] ?? 0.62) * (spec.bold ? 1.08 : 1)
  const size = Math.max(
    Math.round(height / 30),
    Math.min(spec.size, Math.floor(maxText / (spec.name.length * advance))),
  )
  const subSize = Math.round(size * 0.62)
  const pad = Math.round(size * 0.45)
  const barHeight = pad * 2 + size + (spec.subline ? Math.round(subSize * 1.3) : 0)
  const barTop = Math.round(height * 0.9) - barHeight
  const barWidth = Math.min(
    width - margin * 2,
    Math.round(spec.name.length * advance * size) + pad * 3,
  )
  const textX = margin + pad
  const nameY = barTop + pad + Math.round(size * 0.82)
  const weight = spec.bold ? 'bold' : 'normal'
  const style = spec.italic ? 'italic' : 'normal'
  const shadow =
    spec.bar === 'none'
      ? `<filter id="s" x="-5%" y="-30%" width="110%" height="160%"><feDropShadow dx="2" dy="2" stdDeviation="1.5" flood-color="#000" flood-opacity="0.9"/></filter>`
      : ''
  const bar =
    spec.bar === 'none'
      ? ''
      : `<rect x="${margin}" y="${barTop}" width="${barWidth}" height="${barHeight}" rx="${Math.round(pad / 2)}" fill="${spec.barFill}" fill-opacity="0.88"/>` +
        `<rect x="${margin}" y="${barTop}" width="${Math.max(4, Math.round(size / 6))}" height="${barHeight}" fill="${ACCENT[spec.seed % ACCENT.length]}"/>`
  const filter = spec.bar === 'none' ? ' filter="url(#s)"' : ''
  const sub = spec.subline
    ? `<text x="${textX}" y="${nameY + Math.round(subSize * 1.35)}" font-family="DejaVu Sans" font-size="${subSize}" fill="${spec.colour}" fill-opacity="0.85"${filter}>${escapeXml(spec.subline)}</text>`
    : ''
  const bug = `<text x="${width - margin}" y="${margin + Math.round(height / 24)}" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(height / 24)}" fill="#ffffff" fill-opacity="0.7">LIVE</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${shadow}</defs>${bar}${bug}` +
    `<text x="${textX}" y="${nameY}" font-family="${spec.font}" font-weight="${weight}" font-style="${style}" font-size="${size}" fill="${spec.colour}"${filter}>${escapeXml(spec.name)}</text>${sub}</svg>`
  )
}

function backgroundSvg(spec: FrameSpec): string {
  const [a, b] = spec.tint
  const fill =
    spec.background === 'gradient'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`
      : `<rect width="100%" height="100%" fill="${a}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">${fill}</svg>`
}

/** Renders one frame as PNG. */
export async function renderFrame(spec: FrameSpec): Promise<Buffer> {
  const base =
    spec.background === 'picture'
      ? sharp(await pictureBackground(spec), {
          raw: { width: spec.width, height: spec.height, channels: 3 },
        })
      : sharp(Buffer.from(backgroundSvg(spec)))
  const backdrop = await base.png().toBuffer()
  return sharp(backdrop)
    .composite([{ input: Buffer.from(overlaySvg(spec)), top: 0, left: 0 }])
    .flatten({ background: '#000000' })
    .png()
    .toBuffer()
}

/** `count` frames naming distinct catalog products, each with its own look. */
export async function testFrames(count: number, seed = 66): Promise<TestFrame[]> {
  const names = productNames(count)
  const frames: TestFrame[] = []
  for (const [index, name] of names.entries()) {
    const spec = frameSpec(name, index, seed)
    frames.push({ spec, png: await renderFrame(spec) })
  }
  return frames
}
