import type { ParseProbe } from './limits'

type State = 'text' | 'open' | 'tag' | 'cdata' | 'comment'

/** Per state, the one character that may change it (null: every character matters). */
const STOPS: Record<State, string | null> = {
  text: '<',
  open: null,
  tag: '>',
  cdata: ']',
  comment: '-',
}

const AMPERSAND = 0x26
const SEMICOLON = 0x3b

/** Markup longer than this many times the field limit is not a feed's (a hostile file). */
const TAG_LIMIT_FACTOR = 4

/**
 * Stands between the decoded text and the XML parser so that no text node grows past the
 * field limit: saxes holds a whole text node (or CDATA section) in memory before it reports
 * it, so a 10 MB description would be held whole. Past the limit, the rest of the node is
 * dropped here, `truncated()` is called (the item then knows the field overflowed), and the
 * node is closed cleanly so the XML stays well-formed.
 */
export class XmlGuard {
  private state: State = 'text'
  private run = 0
  private skipping = false
  /** Inside an entity reference (`&amp;`): a cut there would break it, so it waits for `;`. */
  private inEntity = false
  /** The markup just after `<`, until it tells a tag, a comment and CDATA apart. */
  private opening = ''
  /** The last two characters seen, to find `]]>` and `-->` across chunks. */
  private tail = ''

  constructor(
    private readonly maxRun: number,
    private readonly write: (text: string) => void,
    private readonly truncated: () => void,
    private readonly probe?: ParseProbe,
  ) {}

  /** Passes a chunk on to the parser, minus what goes past the limit. */
  feed(chunk: string): void {
    let from = 0
    for (let i = 0; i < chunk.length; i++) {
      if (!this.skipping) {
        const to = this.safeRunEnd(chunk, i)
        if (to > i) {
          i = to - 1
          continue
        }
      }
      const c = chunk[i] as string
      if (this.skipping) {
        if (this.endsSkip(c)) {
          this.skipping = false
          from = this.resume(i)
        } else {
          from = i + 1
        }
        this.remember(c)
        continue
      }
      this.step(c)
      this.remember(c)
      if (this.isContent() && this.run > this.maxRun && !this.inEntity) {
        this.write(chunk.slice(from, i + 1))
        this.truncated()
        this.skipping = true
        from = i + 1
      } else if (this.state === 'tag' && this.run > this.maxRun * TAG_LIMIT_FACTOR) {
        throw new Error(`a tag longer than ${this.maxRun * TAG_LIMIT_FACTOR} characters`)
      }
    }
    if (!this.skipping && from < chunk.length) this.write(chunk.slice(from))
  }

  /**
   * The fast path: how far from `i` the text is plain for the current state (no character that
   * could change it) and within the limits, so it passes without a look at each character.
   * Returns `i` when the next character needs the slow path.
   */
  private safeRunEnd(chunk: string, i: number): number {
    const stop = STOPS[this.state]
    if (stop === null) return i
    const found = chunk.indexOf(stop, i)
    const end = found === -1 ? chunk.length : found
    const limit = this.state === 'tag' ? this.maxRun * TAG_LIMIT_FACTOR : this.maxRun
    if (end === i || this.run + (end - i) > limit) return i
    if (this.state === 'text') this.inEntity = this.endsInEntity(chunk, i, end) ?? this.inEntity
    this.run += end - i
    if (this.probe && this.isContent() && this.run > this.probe.heldChars) {
      this.probe.heldChars = this.run
    }
    this.tail =
      end - i >= 2 ? chunk.slice(end - 2, end) : (this.tail + chunk.slice(i, end)).slice(-2)
    return end
  }

  /**
   * Whether the run `chunk[from, to)` ends inside an entity reference (its last `&` or `;` is a
   * `&`), or null when it holds neither. Looks back from `to` no further than `from`: a search
   * to the chunk's start (`lastIndexOf`) would read the whole chunk again for each short text
   * between two tags, 165 ms for 64 KiB of `<a>x</a>`.
   */
  private endsInEntity(chunk: string, from: number, to: number): boolean | null {
    let at = to - 1
    while (at >= from && chunk.charCodeAt(at) !== AMPERSAND && chunk.charCodeAt(at) !== SEMICOLON) {
      at--
    }
    if (this.probe) this.probe.rescannedChars += to - at
    return at < from ? null : chunk.charCodeAt(at) === AMPERSAND
  }

  private isContent(): boolean {
    return this.state === 'text' || this.state === 'cdata' || this.state === 'comment'
  }

  private remember(c: string): void {
    this.tail = (this.tail + c).slice(-2)
  }

  /** True when `c` ends the node being skipped. */
  private endsSkip(c: string): boolean {
    if (this.state === 'text') return c === '<'
    if (this.state === 'cdata') return c === '>' && this.tail === ']]'
    return c === '>' && this.tail === '--'
  }

  /** Closes the skipped node for the parser and carries on after it; returns where to copy from. */
  private resume(i: number): number {
    if (this.state === 'text') {
      this.state = 'open'
      this.opening = ''
      this.run = 0
      return i
    }
    this.write(this.state === 'cdata' ? ']]>' : ' -->')
    this.state = 'text'
    this.run = 0
    return i + 1
  }

  private step(c: string): void {
    this.run++
    if (this.probe && this.isContent() && this.run > this.probe.heldChars) {
      this.probe.heldChars = this.run
    }
    switch (this.state) {
      case 'text':
        if (c === '<') {
          this.state = 'open'
          this.opening = ''
          this.run = 0
          this.inEntity = false
        } else if (c === '&') {
          this.inEntity = true
        } else if (c === ';' || this.run > this.maxRun + 16) {
          this.inEntity = false
        }
        return
      case 'open':
        this.opening += c
        if (this.opening === '![CDATA[') this.enter('cdata')
        else if (this.opening === '!--') this.enter('comment')
        else if (!'![CDATA['.startsWith(this.opening) && !'!--'.startsWith(this.opening)) {
          this.state = c === '>' ? 'text' : 'tag'
          this.run = 0
        }
        return
      case 'tag':
        if (c === '>') this.enter('text')
        return
      case 'cdata':
        if (c === '>' && this.tail === ']]') this.enter('text')
        return
      case 'comment':
        if (c === '>' && this.tail === '--') this.enter('text')
        return
    }
  }

  private enter(state: State): void {
    this.state = state
    this.run = 0
    this.inEntity = false
  }
}
