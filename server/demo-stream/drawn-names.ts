// The drawn lower thirds (scripts/make-demo-stream.sh names) as their tests and the OCR bench
// read them (the manifest and each piece's file from lower-thirds.ts), and whether the text read off a piece's first
// frame shows a name the way the server's on-screen matching would take it.
import { DEMO_CHANNELS } from '../../shared/channels'
import { nameKey } from '../catalog/names'
import { PROGRAMS } from '../demo/programs'
import { segmentFrames } from '../on-air/ocr/frames'
import type { ScreenTextReader } from '../on-air/ocr/read-text'

import type { NamesManifest } from './lower-thirds'

export { NAMES_MEDIA, type NamesManifest, namedPiece, readNamesManifest } from './lower-thirds'

/**
 * What names.json holds for the demo programs as they are: every segment that names
 * something, channels and segments in order (the script writes it; a test compares).
 */
export function programNames(): NamesManifest {
  const manifest: NamesManifest = {}
  for (const channel of DEMO_CHANNELS) {
    for (const [index, segment] of (PROGRAMS[channel.id] ?? []).entries()) {
      if (segment.entities.length === 0) continue
      manifest[channel.id] = { ...manifest[channel.id], [String(index)]: [...segment.entities] }
    }
  }
  return manifest
}

/**
 * Whether `name` was read: one of the lines is the name by the catalog's name key (case,
 * accents, punctuation, `&` and plurals aside). The follower hands each line on as one
 * entity, and on-screen matching first looks for an item named exactly that key, so a line
 * that merely contains the name (or runs two names together) does not count.
 */
export function nameShown(name: string, lines: readonly string[]): boolean {
  const key = nameKey(name)
  return lines.some((line) => nameKey(line) === key)
}

/** A piece's first frame as PNG, taken by ffmpeg as the follower takes it. */
export async function firstFrame(piece: Uint8Array): Promise<Uint8Array> {
  // One frame: the piece lasts 2 s, so nothing after the first is due.
  const frames = await segmentFrames(piece, { everySeconds: 10 })
  if (!frames.ok) throw new Error(frames.message)
  const first = frames.frames[0]
  if (!first) throw new Error('the piece has no frame')
  return first
}

/** The text lines of a piece's first frame, through ffmpeg and the reader as the follower reads them. */
export async function firstFrameLines(
  reader: ScreenTextReader,
  piece: Uint8Array,
): Promise<string[]> {
  return (await reader.readScreenText(await firstFrame(piece))).lines
}
