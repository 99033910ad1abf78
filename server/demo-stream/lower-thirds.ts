// The names a demo program shows, drawn as lower thirds (scripts/make-demo-stream.sh names):
// over the first two pieces of the first loop that starts in each program segment naming
// something, so the picture moves on as it would have and the name stays up for 4 s.
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { STREAM_SEGMENT_S } from '../../shared/api/demo-stream'
import { onAirNow, type RunningProgram } from '../live'
import { CLIP_SEGMENTS, segmentStartMs } from './hls'

/** Not in the spec: how many pieces of a loop a lower third stays up over (4 s). */
export const NAMED_PIECES = 2

const SEGMENT_MS = STREAM_SEGMENT_S * 1000
const LOOP = CLIP_SEGMENTS.length

/** Channel id → program segment index → the names its lower third shows. */
export type NamesManifest = Record<string, Record<string, string[]>>

const ManifestSchema = v.record(v.string(), v.record(v.string(), v.array(v.string())))

/** Where the pieces and names.json are. */
export const NAMES_MEDIA = new URL('./media/names/', import.meta.url)

/** The manifest as the script wrote it. */
export function readNamesManifest(): NamesManifest {
  return v.parse(
    ManifestSchema,
    JSON.parse(readFileSync(new URL('names.json', NAMES_MEDIA), 'utf8')),
  )
}

/** Piece `k` (0 or 1) of program segment `index`'s lower third on `channelId`. */
export function namedPiece(channelId: string, index: string | number, k: number): URL {
  return new URL(`${channelId}/${index}-${k}.mpegts`, NAMES_MEDIA)
}

/** A segment that shows a lower third: its names and the piece to serve. */
export type LowerThird = {
  names: readonly string[]
  piece: Uint8Array
  /** The first piece of the two: where the names are also cued (ID3). */
  first: boolean
}

type Drawn = { names: readonly string[]; pieces: readonly Uint8Array[] }

/** Every drawn lower third (about 4 MB). */
function loadDrawn(): ReadonlyMap<string, ReadonlyMap<number, Drawn>> {
  return new Map(
    Object.entries(readNamesManifest()).map(([channelId, segments]) => [
      channelId,
      new Map(
        Object.entries(segments).map(([index, names]) => [
          Number(index),
          {
            names,
            pieces: Array.from({ length: NAMED_PIECES }, (_, k) =>
              readFileSync(namedPiece(channelId, index, k)),
            ),
          },
        ]),
      ),
    ]),
  )
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i])

/**
 * The lower thirds of the demo channels' scripted programs: `at` tells whether segment
 * `sequence` of a channel's stream shows one. An uploaded schedule, or a script changed since
 * its names were drawn, shows none.
 */
export function loadLowerThirds() {
  // Read at the first playlist that asks, not with every app (tests build hundreds).
  let drawn: ReturnType<typeof loadDrawn> | null = null
  return {
    at(channelId: string, program: RunningProgram | null, sequence: number): LowerThird | null {
      const k = ((sequence % LOOP) + LOOP) % LOOP
      if (!program || program.uploaded || k >= NAMED_PIECES) return null
      const loopStartMs = segmentStartMs(sequence - k)
      const onAir = onAirNow(program, loopStartMs)
      // Only the first loop that starts in the program segment, and only if the segment lasts.
      if (onAir.startedAt.getTime() <= loopStartMs - LOOP * SEGMENT_MS) return null
      if (onAir.endsAt.getTime() < loopStartMs + NAMED_PIECES * SEGMENT_MS) return null
      drawn ??= loadDrawn()
      const names = drawn.get(channelId)?.get(onAir.index)
      const piece = names?.pieces[k]
      if (!names || !piece || !sameNames(names.names, onAir.segment.entities)) return null
      return { names: names.names, piece, first: k === 0 }
    },
  }
}
