// Pure image steps before OCR: find the text lines in a greyscale picture, cut each out,
// binarise it dark-on-white and stack the cuts, each scaled to one text height, into a single
// page for the engine. Why: a lower third is light text on a dark bar, dark on a light one, or
// white on a light-grey bar over a darker picture; the engine's own global threshold keeps the
// bar and drops the text (measured: 19/40 frames read). Cut out line by line, each cut is
// thresholded against its own neighbourhood (96/100 read: README figures).

/** An 8-bit greyscale picture, one byte a pixel, rows top to bottom. */
export type Grey = { data: Uint8Array; width: number; height: number }

/** A line's box in the picture, in pixels. */
export type Box = { left: number; top: number; width: number; height: number }

/** A horizontal step at least this strong (grey levels across 3 pixels) counts as an edge. */
const EDGE = 32
/** A row belongs to a text band when it has at least this share of the busiest row's edges. */
const ROW_SHARE = 0.2
/** …and at least this many edge pixels. */
const ROW_MIN = 8
const BAND_MIN = 7
const BAND_MAX = 160

function edgeMap(grey: Grey): Uint8Array {
  const { data, width, height } = grey
  const edges = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 1; x < width - 1; x++) {
      const step = Math.abs((data[row + x + 1] ?? 0) - (data[row + x - 1] ?? 0))
      if (step >= EDGE) edges[row + x] = 1
    }
  }
  return edges
}

/** Runs of consecutive indexes where `on` holds, joined across gaps of at most `gap`. */
function runs(count: number, on: (i: number) => boolean, gap: number): [number, number][] {
  const found: [number, number][] = []
  let start = -1
  let last = -1
  for (let i = 0; i < count; i++) {
    if (!on(i)) continue
    if (start >= 0 && i - last - 1 <= gap) {
      last = i
      continue
    }
    if (start >= 0) found.push([start, last])
    start = i
    last = i
  }
  if (start >= 0) found.push([start, last])
  return found
}

/**
 * Boxes of the text lines: bands of rows dense in horizontal edges, each split into spans of
 * columns with edges (a gap wider than about one text height ends a span). A box spans the
 * band's rows (cap height, roughly: descenders are sparse) and its span's columns.
 */
export function findTextLines(grey: Grey): Box[] {
  const { width, height } = grey
  const edges = edgeMap(grey)
  const perRow = new Uint32Array(height)
  for (let y = 0; y < height; y++) {
    let n = 0
    for (let x = 0; x < width; x++) n += edges[y * width + x] ?? 0
    perRow[y] = n
  }
  const busiest = perRow.reduce((a, b) => Math.max(a, b), 0)
  const floor = Math.max(ROW_MIN, busiest * ROW_SHARE)
  const boxes: Box[] = []
  for (const [top, bottom] of runs(height, (y) => (perRow[y] ?? 0) >= floor, 1)) {
    const bandHeight = bottom - top + 1
    if (bandHeight < BAND_MIN || bandHeight > BAND_MAX) continue
    const perColumn = new Uint32Array(width)
    for (let y = top; y <= bottom; y++) {
      for (let x = 0; x < width; x++)
        perColumn[x] = (perColumn[x] ?? 0) + (edges[y * width + x] ?? 0)
    }
    const spans = runs(width, (x) => (perColumn[x] ?? 0) > 0, Math.round(bandHeight * 1.2))
    for (const [left, right] of spans) {
      const spanWidth = right - left + 1
      if (spanWidth < bandHeight * 1.5) continue
      let inSpan = 0
      for (let x = left; x <= right; x++) inSpan += perColumn[x] ?? 0
      // Text has many edges per column; a lone bar edge or a picture's contour has few.
      if (inSpan < spanWidth * bandHeight * 0.08) continue
      boxes.push({ left, top, width: spanWidth, height: bandHeight })
    }
  }
  return boxes
}

/** Otsu's threshold of a histogram (the level that best splits it in two classes). */
export function otsu(histogram: Uint32Array, total: number): number {
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] ?? 0)
  let sumBack = 0
  let back = 0
  let best = 0
  let threshold = 127
  for (let t = 0; t < 256; t++) {
    back += histogram[t] ?? 0
    if (back === 0) continue
    const front = total - back
    if (front === 0) break
    sumBack += t * (histogram[t] ?? 0)
    const meanBack = sumBack / back
    const meanFront = (sum - sumBack) / front
    const between = back * front * (meanBack - meanFront) ** 2
    if (between > best) {
      best = between
      threshold = t
    }
  }
  return threshold
}

/** Cuts `box` (grown by `pad` on each side, kept inside the picture) out of `grey`. */
export function cut(grey: Grey, box: Box, padX: number, padY: number): Grey {
  const left = Math.max(0, box.left - padX)
  const top = Math.max(0, box.top - padY)
  const right = Math.min(grey.width, box.left + box.width + padX)
  const bottom = Math.min(grey.height, box.top + box.height + padY)
  const width = right - left
  const height = bottom - top
  const data = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const from = (top + y) * grey.width + left
    data.set(grey.data.subarray(from, from + width), y * width)
  }
  return { data, width, height }
}

/**
 * Dark text on white. The text's side (lighter or darker than its background) is the one
 * opposite most of the border under Otsu's threshold over the cut; a pixel is text when it
 * leads its neighbourhood on that side (see `localThreshold`). Then dark blobs that touch the
 * top or bottom border (a bar's edge, the picture around it: the cut's margin is taller than a
 * descender) are cleared.
 */
export function binarise(line: Grey): Grey {
  const { data, width, height } = line
  const histogram = new Uint32Array(256)
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1
  const threshold = otsu(histogram, data.length)
  let borderAbove = 0
  let border = 0
  const count = (i: number) => {
    border++
    if ((data[i] ?? 0) > threshold) borderAbove++
  }
  for (let x = 0; x < width; x++) {
    count(x)
    count((height - 1) * width + x)
  }
  for (let y = 1; y < height - 1; y++) {
    count(y * width)
    count(y * width + width - 1)
  }
  const textIsDark = borderAbove * 2 >= border
  const out = new Uint8Array(width * height)
  localThreshold(line, textIsDark, out)
  clearBorderBlobs(out, width, height)
  return { data: out, width, height }
}

/** A text pixel leads its neighbourhood's mean by this many grey levels at least… */
const LOCAL_FLOOR = 16
/** …and by this share of the neighbourhood's standard deviation. */
const LOCAL_K = 0.7

/**
 * Text where a pixel stands out from its neighbourhood's mean (a window about one text height
 * across) towards the text's side by more than half the neighbourhood's deviation, and by at
 * least a floor (grain is not text).
 */
function localThreshold(line: Grey, textIsDark: boolean, out: Uint8Array): void {
  const { data, width: w, height: h } = line
  const radius = Math.max(4, Math.round(h / 2))
  const sums = new Float64Array((w + 1) * (h + 1))
  const squares = new Float64Array((w + 1) * (h + 1))
  for (let y = 0; y < h; y++) {
    let rowSum = 0
    let rowSquares = 0
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x] ?? 0
      rowSum += v
      rowSquares += v * v
      const i = (y + 1) * (w + 1) + x + 1
      sums[i] = (sums[i - w - 1] ?? 0) + rowSum
      squares[i] = (squares[i - w - 1] ?? 0) + rowSquares
    }
  }
  const at = (table: Float64Array, x: number, y: number) => table[y * (w + 1) + x] ?? 0
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius)
    const y1 = Math.min(h, y + radius + 1)
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius)
      const x1 = Math.min(w, x + radius + 1)
      const n = (y1 - y0) * (x1 - x0)
      const sum = at(sums, x1, y1) - at(sums, x0, y1) - at(sums, x1, y0) + at(sums, x0, y0)
      const sq =
        at(squares, x1, y1) - at(squares, x0, y1) - at(squares, x1, y0) + at(squares, x0, y0)
      const mean = sum / n
      const deviation = Math.sqrt(Math.max(0, sq / n - mean * mean))
      const v = data[y * w + x] ?? 0
      const lead = textIsDark ? mean - v : v - mean
      out[y * w + x] = lead > Math.max(LOCAL_FLOOR, LOCAL_K * deviation) ? 0 : 255
    }
  }
}

/** Flood-fills to white every dark blob that reaches the first or last row. */
function clearBorderBlobs(data: Uint8Array, width: number, height: number): void {
  const stack: number[] = []
  const seed = (i: number) => {
    if (data[i] === 0) {
      data[i] = 255
      stack.push(i)
    }
  }
  for (let x = 0; x < width; x++) {
    seed(x)
    seed((height - 1) * width + x)
  }
  while (stack.length > 0) {
    const i = stack.pop() ?? 0
    const x = i % width
    if (x > 0) seed(i - 1)
    if (x < width - 1) seed(i + 1)
    if (i >= width) seed(i - width)
    if (i < (height - 1) * width) seed(i + width)
  }
}
