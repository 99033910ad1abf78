import type { FeedLimits, ParseProbe } from './limits'

/** One row of a tab-separated file as the tokenizer found it. */
export type TsvRow = {
  /** The line the row starts on, from 1. */
  line: number
  /** The kept fields' text (a field not kept, or past the row limit, is ''). */
  fields: string[]
  /** Indexes of fields cut at `maxFieldChars`. */
  overflowed: number[]
  /** The row went past `maxRowBytes`; its fields are what was kept before that. */
  tooLong: boolean
}

const TAB = 9
const LF = 10
const CR = 13
const QUOTE = 34
const UNQUOTED_END = /[\t\r\n]/g
const QUOTED_END = /["\r\n]/g

type State = 'field-start' | 'unquoted' | 'quoted' | 'quote-in-quoted'

/**
 * Splits Google's tab-delimited text into rows, a chunk at a time (chunks may cut anywhere).
 * A field that starts with `"` is quoted: tabs, line ends and `""` inside it are text. Line
 * ends are LF, CRLF or a lone CR; inside a quoted field they become `\n`. Blank rows are
 * dropped. Nothing of a row is held past the limits.
 */
export class TsvTokenizer {
  private state: State = 'field-start'
  private skipLf = false
  private line = 1
  private rowLine = 1
  private fields: string[] = []
  private field = ''
  private overflowed: number[] = []
  private fieldOverflowed = false
  private rowChars = 0
  private held = 0
  private tooLong = false
  private blank = true
  private done: TsvRow[] = []

  constructor(
    private readonly limits: FeedLimits,
    /** Whether the field at this index is worth keeping (unknown columns are not). */
    private readonly keep: (index: number) => boolean,
    private readonly probe?: ParseProbe,
  ) {}

  /** Reads a chunk; returns the rows it completed. */
  push(chunk: string): TsvRow[] {
    const n = chunk.length
    let i = 0
    while (i < n) {
      if (this.skipLf) {
        this.skipLf = false
        if (chunk.charCodeAt(i) === LF) {
          i++
          continue
        }
      }
      switch (this.state) {
        case 'field-start':
          if (chunk.charCodeAt(i) === QUOTE) {
            this.state = 'quoted'
            this.countChars(1)
            i++
            break
          }
          this.state = 'unquoted'
          break
        case 'unquoted': {
          UNQUOTED_END.lastIndex = i
          const end = UNQUOTED_END.exec(chunk)
          const j = end ? end.index : n
          if (j > i) this.append(chunk, i, j)
          if (!end) return this.take()
          i = j + 1
          if (chunk.charCodeAt(j) === TAB) {
            this.countChars(1)
            this.endField()
          } else {
            this.endField()
            this.endRow()
            this.line++
            this.skipLf = chunk.charCodeAt(j) === CR
          }
          this.state = 'field-start'
          break
        }
        case 'quoted': {
          QUOTED_END.lastIndex = i
          const end = QUOTED_END.exec(chunk)
          const j = end ? end.index : n
          if (j > i) this.append(chunk, i, j)
          if (!end) return this.take()
          i = j + 1
          const c = chunk.charCodeAt(j)
          if (c === QUOTE) {
            this.countChars(1)
            this.state = 'quote-in-quoted'
          } else {
            this.append('\n', 0, 1)
            this.line++
            this.skipLf = c === CR
          }
          break
        }
        case 'quote-in-quoted':
          if (chunk.charCodeAt(i) === QUOTE) {
            this.append(chunk, i, i + 1)
            this.state = 'quoted'
            i++
          } else {
            // The closing quote: what follows up to the tab is read as unquoted text.
            this.state = 'unquoted'
          }
          break
      }
    }
    return this.take()
  }

  /** Ends the input; returns the last row when it had no line end. */
  end(): TsvRow[] {
    if (this.state !== 'field-start' || this.fields.length > 0) {
      this.endField()
      this.endRow()
    }
    return this.take()
  }

  private take(): TsvRow[] {
    const rows = this.done
    this.done = []
    return rows
  }

  private countChars(count: number): void {
    this.rowChars += count
    if (this.rowChars > this.limits.maxRowBytes) this.tooLong = true
  }

  private append(chunk: string, from: number, to: number): void {
    this.countChars(to - from)
    if (this.tooLong || this.fieldOverflowed || !this.keep(this.fields.length)) return
    const room = this.limits.maxFieldChars - this.field.length
    const piece = to - from > room ? chunk.slice(from, from + room) : chunk.slice(from, to)
    if (to - from > room) {
      this.fieldOverflowed = true
      this.overflowed.push(this.fields.length)
    }
    if (this.blank && /\S/.test(piece)) this.blank = false
    this.field += piece
    this.held += piece.length
    if (this.probe && this.held > this.probe.heldChars) this.probe.heldChars = this.held
  }

  private endField(): void {
    this.fields.push(this.field)
    this.field = ''
    this.fieldOverflowed = false
  }

  private endRow(): void {
    if (!this.blank || this.tooLong) {
      this.done.push({
        line: this.rowLine,
        fields: this.fields,
        overflowed: this.overflowed,
        tooLong: this.tooLong,
      })
    }
    this.fields = []
    this.overflowed = []
    this.rowChars = 0
    this.held = 0
    this.tooLong = false
    this.blank = true
    this.rowLine = this.line + 1
  }
}
