// A lower third over a demo frame: the catalog names a program segment shows, white on an
// opaque dark bar near the bottom, sized for the server's OCR (server/on-air/ocr) to read them
// off the stream's small, heavily compressed picture. Drawn the same on every frame: the OCR
// reads a segment's first frame, so nothing fades in.
import { HEIGHT, WIDTH } from './kit'

/**
 * DejaVu Sans Bold's advance widths in hundredths of an em, rounded up, for ' ' (32) to '~'
 * (126), read from the font's hmtx table: the text's width is known before librsvg draws it.
 */
const ADVANCES =
  '35 46 53 84 70 101 88 31 46 46 53 84 38 42 38 37 70 70 70 70 70 70 70 70 70 70 40 40 84 84 84 59 100 78 77 74 84 69 69 83 84 38 38 78 64 100 84 86 74 86 78 73 69 82 78 111 78 73 73 46 37 46 84 50 50 68 72 60 72 68 44 72 72 35 35 67 35 105 72 69 72 72 50 60 48 72 66 93 65 66 59 72 37 72 84'
    .split(' ')
    .map(Number)

/** DejaVu Sans Condensed is DejaVu Sans drawn at 90 % of its width. */
const CONDENSED = 0.9

/** Largest font size of the first line and of the second (the second is usually the model). */
const MAX_SIZE = [18, 16] as const

/**
 * Smallest font size a name is drawn at; a name that needs less is refused. Measured through
 * the encoder and the OCR, the longest names read 16 of 16 times down to 8 px and 11 of 16 at
 * 7 px: 12 keeps a margin, and viewers can still read it.
 */
export const MIN_SIZE = 12

/** Sans Bold while it fits at this size or more, else the narrower Sans Condensed Bold. */
const CONDENSE_BELOW = 14

/**
 * The text's left and right margin. The bar runs the picture's whole width: the OCR joins a
 * line's columns across small gaps, so a busy picture just past a short bar's end was read
 * as part of the name.
 */
const MARGIN_X = 12
const MARGIN_BOTTOM = 10
/**
 * Bar above, between and below the lines, in ems of the line next to it: the OCR cuts each
 * line out with half its height again above and below and tells light text from dark by that
 * cut's border, so the border has to be bar, not the picture or the next line.
 */
const PAD_Y = 0.6
/** Where the capitals' tops and the descenders' bottoms are, in ems from the baseline. */
const CAP = 0.76
const DESCENT = 0.24

/** Widest text a line may have. */
export const TEXT_WIDTH = WIDTH - 2 * MARGIN_X

export type Family = 'DejaVu Sans' | 'DejaVu Sans Condensed'

export type PlacedLine = {
  text: string
  family: Family
  size: number
  x: number
  baseline: number
  /** The line's estimated width (textWidth), in pixels. */
  width: number
}

export type LowerThirdLayout = {
  bar: { x: number; y: number; width: number; height: number }
  lines: PlacedLine[]
}

/** Estimated width of `text` in bold at `size` px: accents dropped, any other glyph one em. */
export function textWidth(text: string, size: number, family: Family): number {
  let ems = 0
  for (const char of text.normalize('NFKD').replace(/\p{M}/gu, '')) {
    const advance = ADVANCES[(char.codePointAt(0) ?? 0) - 32]
    ems += advance === undefined ? 1 : advance / 100
  }
  return ems * size * (family === 'DejaVu Sans' ? 1 : CONDENSED)
}

function sizeLine(text: string, maxSize: number): Omit<PlacedLine, 'x' | 'baseline'> {
  const sized = (family: Family) => {
    const size = Math.min(maxSize, Math.floor(TEXT_WIDTH / textWidth(text, 1, family)))
    return { text, family, size, width: textWidth(text, size, family) }
  }
  const sans = sized('DejaVu Sans')
  const line =
    sans.size >= Math.min(maxSize, CONDENSE_BELOW) ? sans : sized('DejaVu Sans Condensed')
  if (line.size < MIN_SIZE) {
    throw new Error(`"${text}" is too long for a lower third (it would need ${line.size} px)`)
  }
  return line
}

/** Where the bar and each line go: each line at the largest size that fits, bottom-aligned. */
export function lowerThirdLayout(lines: readonly string[]): LowerThirdLayout {
  if (lines.length < 1 || lines.length > 2 || lines.some((line) => line.trim() === '')) {
    throw new Error(`a lower third shows one or two names, not ${JSON.stringify(lines)}`)
  }
  const fitted = lines.map((line, i) => sizeLine(line.trim(), MAX_SIZE[i] ?? MAX_SIZE[1]))
  const pad = (size: number) => Math.ceil(size * PAD_Y)
  const box = (size: number) => Math.ceil(size * (CAP + DESCENT))
  const [first, second] = fitted
  if (!first) throw new Error('no line')
  // Above the first line its pad, between two lines the larger one's, below the last its own.
  const gap = second ? pad(Math.max(first.size, second.size)) + box(second.size) : 0
  const last = second ?? first
  const height = pad(first.size) + box(first.size) + gap + pad(last.size)
  const y = HEIGHT - MARGIN_BOTTOM - height
  const baseline = (top: number, size: number) => top + Math.round(size * CAP)
  const placed = [{ ...first, x: MARGIN_X, baseline: baseline(y + pad(first.size), first.size) }]
  if (second) {
    const top = y + height - pad(second.size) - box(second.size)
    placed.push({ ...second, x: MARGIN_X, baseline: baseline(top, second.size) })
  }
  return { bar: { x: 0, y, width: WIDTH, height }, lines: placed }
}

/** Text as SVG character data: the names are the programs' own and may hold `&` or quotes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )
}

/** The SVG elements of a lower third naming `lines` (one or two), to draw over a frame. */
export function lowerThird(lines: readonly string[]): string {
  const { bar, lines: placed } = lowerThirdLayout(lines)
  return [
    `<rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" fill="#0b1020"/>`,
    // A thin accent along the top edge: a broadcast look, away from the text the OCR cuts out.
    `<rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="2" fill="#f2b705"/>`,
    ...placed.map(
      (line) =>
        `<text x="${line.x}" y="${line.baseline}" font-family="${line.family}" font-weight="bold" font-size="${line.size}" fill="#ffffff">${escapeXml(line.text)}</text>`,
    ),
  ].join('')
}
