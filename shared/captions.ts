// WebVTT and SRT captions read into timed cues, with the line of the first problem. The
// Studio turns an uploaded captions file into a channel's program with this; the browser
// uses it to preview a file before sending it. No library is named for this in the design,
// and the ones on npm either stop at the first error without a line (media-captions in
// strict mode) or accept cues that end before they start, which a program cannot use.

/** Not in the spec: the most cues a schedule may hold. */
export const MAX_CUES = 5000
/** Not in the spec: the longest cue text kept, in characters. */
export const MAX_CUE_TEXT = 1000

/** One cue: from `startMs` to `endMs`, what is said, and the line its timing is on. */
export type Cue = { startMs: number; endMs: number; text: string; line: number }

export type CaptionsFormat = 'vtt' | 'srt'

export type ParsedCaptions =
  | { ok: true; format: CaptionsFormat; cues: Cue[] }
  | { ok: false; line: number; error: string }

const ARROW = /\s+-->\s+/
const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/

class CaptionsError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message)
  }
}

function timeMs(raw: string, format: CaptionsFormat, line: number): number {
  const match = (format === 'vtt' ? VTT_TIME : SRT_TIME).exec(raw)
  if (!match) {
    const example = format === 'vtt' ? '00:01:02.500' : '00:01:02,500'
    throw new CaptionsError(line, `"${raw}" is not a time like ${example}`)
  }
  const [, h = '0', m = '0', s = '0', fraction = '0'] = match
  return (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000 + Number(fraction.padEnd(3, '0'))
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lrm: '',
  rlm: '',
}

/** A cue's payload as plain text: no markup (`<v Bob>`, `<i>`, `{\an8}`), entities decoded. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32)
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CUE_TEXT)
}

type Block = { line: number; lines: string[] }

function blocks(lines: string[]): Block[] {
  const out: Block[] = []
  let current: Block | null = null
  lines.forEach((text, i) => {
    if (text.trim() === '') {
      current = null
      return
    }
    if (!current) {
      current = { line: i + 1, lines: [] }
      out.push(current)
    }
    current.lines.push(text)
  })
  return out
}

function readCue(block: Block, format: CaptionsFormat): Cue {
  // An identifier (VTT) or a cue number (SRT) may come before the timing line.
  const timingAt = block.lines.findIndex((text) => ARROW.test(text))
  if (timingAt < 0 || timingAt > 1) {
    const what = format === 'vtt' ? 'a cue' : 'a numbered cue'
    throw new CaptionsError(
      block.line,
      `expected ${what} with a time line such as 00:00:01${format === 'vtt' ? '.' : ','}000 --> 00:00:04${format === 'vtt' ? '.' : ','}000`,
    )
  }
  const line = block.line + timingAt
  const [rawStart = '', rest = ''] = (block.lines[timingAt] ?? '').trim().split(ARROW)
  const rawEnd = rest.split(/\s+/)[0] ?? ''
  const startMs = timeMs(rawStart.trim(), format, line)
  const endMs = timeMs(rawEnd, format, line)
  if (endMs <= startMs) {
    throw new CaptionsError(line, `the cue ends (${rawEnd}) before it starts (${rawStart.trim()})`)
  }
  return { startMs, endMs, text: cueText(block.lines.slice(timingAt + 1).join('\n')), line }
}

function detect(first: string | undefined): CaptionsFormat | null {
  if (first === undefined) return null
  if (/^WEBVTT(?:[ \t].*)?$/.test(first)) return 'vtt'
  if (/^\d+\s*$/.test(first) || ARROW.test(first)) return 'srt'
  return null
}

/**
 * Reads a WebVTT or SRT file (told apart by the `WEBVTT` header). Cues must come in time
 * order; a program runs one segment at a time, so a cue that starts before the previous
 * one ends cuts that one short, and cues starting together (two speakers) become one.
 */
export function parseCaptions(source: string): ParsedCaptions {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  const firstAt = lines.findIndex((text) => text.trim() !== '')
  const format = detect(lines[firstAt]?.trim())
  try {
    if (!format) {
      throw new CaptionsError(
        Math.max(firstAt, 0) + 1,
        'not a captions file: a WebVTT file starts with WEBVTT, an SRT file with a cue number and a time line such as 00:00:01,000 --> 00:00:04,000',
      )
    }
    const cues: Cue[] = []
    for (const block of blocks(lines)) {
      const head = block.lines[0]?.trim() ?? ''
      if (format === 'vtt' && (/^WEBVTT/.test(head) || /^(NOTE|STYLE|REGION)\b/.test(head))) {
        continue
      }
      const cue = readCue(block, format)
      const previous = cues.at(-1)
      if (previous && cue.startMs < previous.startMs) {
        throw new CaptionsError(
          cue.line,
          'cues must be in time order: this one starts before the one above',
        )
      }
      if (previous && cue.startMs === previous.startMs) {
        // Two lines said at once (two speakers): one segment.
        previous.text = `${previous.text} ${cue.text}`.trim().slice(0, MAX_CUE_TEXT)
        previous.endMs = Math.max(previous.endMs, cue.endMs)
        continue
      }
      if (previous && cue.startMs < previous.endMs) previous.endMs = cue.startMs
      cues.push(cue)
      if (cues.length > MAX_CUES) {
        throw new CaptionsError(cue.line, `a schedule holds at most ${MAX_CUES} cues`)
      }
    }
    if (!cues.length) throw new CaptionsError(lines.length, 'the file has no cues')
    return { ok: true, format, cues }
  } catch (error) {
    if (error instanceof CaptionsError) return { ok: false, line: error.line, error: error.message }
    throw error
  }
}
