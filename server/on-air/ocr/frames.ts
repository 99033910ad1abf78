// Video frames out of MPEG-TS segments, with Debian's `ffmpeg`: each segment's bytes go in on
// a pipe of their own (never a URL: ffmpeg fetches nothing), PNG frames come out on another,
// the first frame and then one every `everySeconds` of the segment's time. Several segments
// share one run. No shell; a time limit and a cap on the bytes read. Without ffmpeg the
// answer says so instead of throwing.
import { spawn, spawnSync } from 'node:child_process'

export type FramesResult =
  | { ok: true; frames: Uint8Array[] }
  | { ok: false; reason: 'ffmpeg-missing' | 'failed' | 'timeout' | 'too-large'; message: string }

export type FrameOptions = {
  /** Seconds of video between two frames taken (default 5). */
  everySeconds?: number
  /** Longest run allowed (default 20 s). */
  timeoutMs?: number
  /** Most bytes of PNG read from ffmpeg (default 32 MiB). */
  maxBytes?: number
  /** The program to run (default `ffmpeg` on PATH). */
  ffmpeg?: string
}

export const FFMPEG_MISSING = 'ffmpeg is not installed: on-screen text is not read'

/** Whether ffmpeg runs here (tests that need it are skipped without it). */
export function hasFfmpeg(ffmpeg = 'ffmpeg'): boolean {
  return spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' }).status === 0
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/**
 * Splits concatenated PNG files at their IEND chunks. Returns the whole files and the bytes
 * of an unfinished one; throws on bytes that are not PNG.
 */
export function splitPngs(bytes: Uint8Array): { pngs: Uint8Array[]; rest: Uint8Array } {
  const pngs: Uint8Array[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let start = 0
  while (start + 8 <= bytes.length) {
    if (!PNG_SIGNATURE.every((byte, i) => bytes[start + i] === byte)) {
      throw new Error('ffmpeg wrote something other than PNG')
    }
    let at = start + 8
    let ended = false
    while (at + 12 <= bytes.length) {
      const length = view.getUint32(at)
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
      const next = at + 12 + length
      if (next > bytes.length) break
      at = next
      if (type === 'IEND') {
        ended = true
        break
      }
    }
    if (!ended) break
    pngs.push(bytes.slice(start, at))
    start = at
  }
  return { pngs, rest: bytes.slice(start) }
}

/** The filter that keeps the first frame, then one each `every` s of the video. */
function selectEvery(everySeconds: number): string {
  const every = Math.max(0.04, everySeconds)
  return `select=isnan(prev_selected_t)+gte(t-prev_selected_t\\,${every})`
}

/**
 * ffmpeg's arguments for `count` segments at once (one start, which costs more CPU than a
 * small segment's decoding): segment i is read from fd 3 + i and its PNGs written to fd
 * 3 + count + i. The first frame of each, then one each `every` s.
 */
export function ffmpegArgs(everySeconds: number, count = 1): string[] {
  const inputs = Array.from({ length: count }, (_, i) => ['-f', 'mpegts', '-i', `pipe:${3 + i}`])
  const outputs = Array.from({ length: count }, (_, i) => [
    ...['-map', `${i}:v:0`, '-vf', selectEvery(everySeconds), '-fps_mode', 'vfr'],
    ...['-f', 'image2pipe', '-c:v', 'png', `pipe:${3 + count + i}`],
  ])
  return ['-hide_banner', '-loglevel', 'error', '-nostdin', ...inputs.flat(), ...outputs.flat()]
}

/** Frames of several segments, each its own list; or why there are none (of any). */
export type BatchResult =
  | { ok: true; frames: Uint8Array[][] }
  | Extract<FramesResult, { ok: false }>

/**
 * PNG frames of each MPEG-TS segment, from one ffmpeg run, or why there are none. The time
 * limit is the run's; the byte cap each segment's.
 */
export function segmentsFrames(
  segments: readonly Uint8Array[],
  options: FrameOptions = {},
): Promise<BatchResult> {
  const timeoutMs = options.timeoutMs ?? 20_000
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024
  const count = segments.length
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: BatchResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      resolve(result)
    }
    const child = spawn(options.ffmpeg ?? 'ffmpeg', ffmpegArgs(options.everySeconds ?? 5, count), {
      stdio: ['ignore', 'ignore', 'pipe', ...Array<'pipe'>(2 * count).fill('pipe')],
    })
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'timeout', message: `ffmpeg took over ${timeoutMs} ms` }),
      timeoutMs,
    )
    const outputs = segments.map((_, i) => {
      const out = { chunks: [] as Buffer[], size: 0 }
      child.stdio[3 + count + i]?.on('data', (chunk: Buffer) => {
        out.size += chunk.length
        if (out.size > maxBytes) {
          finish({ ok: false, reason: 'too-large', message: `ffmpeg wrote over ${maxBytes} bytes` })
          return
        }
        out.chunks.push(chunk)
      })
      return out
    })
    let errors = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      if (errors.length < 4_000) errors += chunk.toString('utf8')
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        finish({ ok: false, reason: 'ffmpeg-missing', message: FFMPEG_MISSING })
      else finish({ ok: false, reason: 'failed', message: error.message })
    })
    child.on('close', (code) => {
      if (code !== 0) {
        const said = errors.trim().split('\n').slice(-3).join(' ')
        finish({ ok: false, reason: 'failed', message: `ffmpeg exited ${code}: ${said}` })
        return
      }
      try {
        finish({
          ok: true,
          frames: outputs.map((out) => splitPngs(Buffer.concat(out.chunks)).pngs),
        })
      } catch (error) {
        finish({ ok: false, reason: 'failed', message: (error as Error).message })
      }
    })
    segments.forEach((segment, i) => {
      const input = child.stdio[3 + i]
      if (!input || !('end' in input)) return
      // ffmpeg may stop reading early (bad input): its closed pipe is not our error.
      input.on('error', () => {})
      input.end(segment)
    })
  })
}

/** PNG frames of an MPEG-TS segment, or why there are none. */
export async function segmentFrames(
  segment: Uint8Array,
  options: FrameOptions = {},
): Promise<FramesResult> {
  const read = await segmentsFrames([segment], options)
  return read.ok ? { ok: true, frames: read.frames[0] ?? [] } : read
}
