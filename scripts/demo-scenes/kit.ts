// Drawing helpers for the demo stream's scenes: SVG text at the stream's size, motion that
// loops (every scene is a function of the loop's phase, 0 to 1, and draws the same at 0 and 1).

/** A scene: the SVG elements of one frame at `phase` (0 ≤ phase < 1) of the loop. */
export type Scene = (phase: number) => string

/** The stream's picture size (server/demo-stream/hls.ts's RESOLUTION). */
export const WIDTH = 384
export const HEIGHT = 216

const TAU = Math.PI * 2

/** A wave of `times` whole periods a loop, from −1 to 1, shifted by `offset` (in periods). */
export function wave(phase: number, times = 1, offset = 0): number {
  return Math.sin(TAU * (phase * times + offset))
}

/** Where something that crosses `span` `times` a loop is at `phase`: 0 ≤ result < span. */
export function along(phase: number, span: number, times = 1, offset = 0): number {
  const turns = phase * times + offset
  return (turns - Math.floor(turns)) * span
}

/** A number as SVG writes it: one decimal at most. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** A vertical gradient `id` from `top` to `bottom`, for a `<defs>`. */
export function vertical(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
}

/** A sky: the whole picture filled with a vertical gradient. */
export function sky(top: string, bottom: string): string {
  return `<defs>${vertical('sky', top, bottom)}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
}

/** A cloud of three puffs whose left edge is at x, drifting across the width and back in. */
export function cloud(x: number, y: number, scale = 1, fill = '#ffffff'): string {
  const puffs = [
    [0, 0, 18, 10],
    [16, -7, 16, 12],
    [32, 0, 18, 10],
  ]
  return puffs
    .map(
      ([dx = 0, dy = 0, rx = 0, ry = 0]) =>
        `<ellipse cx="${n(x + dx * scale)}" cy="${n(y + dy * scale)}" rx="${n(rx * scale)}" ry="${n(ry * scale)}" fill="${fill}"/>`,
    )
    .join('')
}

/** A polygon through `points` ([x, y] pairs). */
export function polygon(points: readonly (readonly [number, number])[], fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`
}

/** The same pseudo-random numbers on every run (an LCG), for crowds and stars. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/** A whole frame: the scene's elements in an SVG document of the stream's size. */
export function frame(scene: Scene, phase: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(phase)}</svg>`
}
