import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { NotAFeedError } from '../types'
import type { FeedLimits, ParseProbe } from './limits'
import { MAX_ADDITIONAL_IMAGES } from './limits'
import { emptyRecord, KNOWN_ATTRIBUTES, normaliseAttributeName, type RawRecord } from './record'
import { NOT_A_FEED } from './sniff'
import { XmlGuard } from './xml-guard'
import { NamespaceScope, type ResolvedName } from './xml-names'

/** Google's namespace for product attributes; matched by URI, whatever its prefix. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0'
export const ATOM_NS = 'http://www.w3.org/2005/Atom'

/** The XML feed broke off or stopped being XML after its items began: do not sync from it. */
export class BrokenFeedError extends Error {}

/** Why a feed nested too deep was refused: said in the import's report or the upload's answer. */
export function tooDeepMessage(depth: number, line: number, limit: number): string {
  return `The feed nests elements ${depth} levels deep (line ${line}) and was not read further; a product feed needs fewer than 10 (the limit is ${limit}).`
}

/** Thrown from the parser's handler to stop it at once, mid-chunk. */
class TooDeep extends Error {}

/**
 * Plain RSS/Atom elements that stand in for a `g:` attribute when the item has none. Keys are
 * stored with a leading `~` until the item ends, so `g:title` wins over `<title>`.
 */
const FALLBACKS: Record<'rss' | 'atom', Record<string, string>> = {
  rss: { title: '~title', link: '~link', description: '~description' },
  atom: { title: '~title', link: '~link', summary: '~description', content: '~description' },
}

type Root = 'rss' | 'atom'

/**
 * Reads RSS 2.0 (`rss > channel > item`) or Atom (`feed > entry`) with saxes, pulling text
 * only when asked: `open()` reads until the root element decides the format, then `records()`
 * yields each item as it closes. Only the item's direct children are attributes (so
 * `g:shipping > g:price` is not the price).
 */
export async function openXml(
  text: AsyncIterable<string>,
  limits: FeedLimits,
  probe?: ParseProbe,
): Promise<{ format: Root; records: AsyncIterable<RawRecord> }> {
  const reader = new XmlItems(text[Symbol.asyncIterator](), limits, probe)
  const format = await reader.root()
  return { format, records: reader.records() }
}

class XmlItems {
  // Namespaces are resolved by `names`, not by saxes (see xml-names.ts).
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  })
  private readonly guard: XmlGuard
  private readonly names: NamespaceScope
  private format: Root | 'other' | null = null
  private startError: string | null = null
  private brokenError: string | null = null
  private tooDeep: string | null = null
  private depth = 0
  private itemCount = 0
  private item: RawRecord | null = null
  private itemDepth = 0
  private field: string | null = null
  private fieldText = ''
  private fieldOverflowed = false
  private overflowPending = false
  private ended = false
  private readonly queue: RawRecord[] = []

  constructor(
    private readonly text: AsyncIterator<string>,
    private readonly limits: FeedLimits,
    probe?: ParseProbe,
  ) {
    this.names = new NamespaceScope(probe)
    this.guard = new XmlGuard(
      limits.maxFieldChars,
      (piece) => this.parser.write(piece),
      () => {
        this.overflowPending = true
      },
      probe,
    )
    this.parser.on('opentag', (tag) => this.open(tag))
    this.parser.on('closetag', () => this.close())
    this.parser.on('text', (piece) => this.content(piece))
    this.parser.on('cdata', (piece) => this.content(piece))
    this.parser.on('comment', () => {
      this.overflowPending = false
    })
    this.parser.on('error', (error) => this.fail(error.message))
  }

  async root(): Promise<Root> {
    while (this.format === null && this.startError === null && !this.ended) await this.pump()
    // Found while opening (the first 64 KiB): refused like a file that is not a feed.
    if (this.tooDeep !== null) throw new NotAFeedError(this.tooDeep)
    if (this.startError !== null) throw new NotAFeedError(NOT_A_FEED.malformedXml(this.startError))
    if (this.format === 'rss' || this.format === 'atom') return this.format
    throw new NotAFeedError(NOT_A_FEED.notRssOrAtom)
  }

  async *records(): AsyncGenerator<RawRecord> {
    for (;;) {
      const next = this.queue.shift()
      if (next) {
        yield next
        continue
      }
      if (this.brokenError !== null) throw new BrokenFeedError(this.brokenError)
      if (this.ended) return
      await this.pump()
    }
  }

  private async pump(): Promise<void> {
    const next = await this.text.next()
    try {
      if (next.done) {
        this.ended = true
        this.parser.close()
        if (this.item) this.fail('the file ends inside an item')
        if (this.item || this.depth > 0) {
          this.brokenError ??=
            "The feed's XML breaks off before its end (the file may be cut short)."
        }
      } else {
        this.guard.feed(next.value)
      }
    } catch (error) {
      this.ended = true
      if (error instanceof TooDeep) {
        // Nothing after it is read; the items before it are, and the import then fails.
        this.tooDeep = error.message
        this.brokenError = error.message
        return
      }
      // saxes reports through `error`; what is thrown here is the guard's refusal.
      this.fail(error instanceof Error ? error.message : String(error))
    }
  }

  private fail(message: string): void {
    if (this.format === null) {
      this.startError ??= message
    } else if (this.item) {
      this.item.malformed ??= { attribute: this.field ?? 'item', message }
    } else {
      this.brokenError ??= `The feed's XML breaks off or is not well-formed (${message}).`
    }
  }

  private open(tag: SaxesTagPlain): void {
    this.depth++
    if (this.depth > this.limits.maxDepth) {
      throw new TooDeep(tooDeepMessage(this.depth, this.parser.line, this.limits.maxDepth))
    }
    const name = this.names.open(tag.name, tag.attributes)
    if (name.problem !== null) this.fail(name.problem)
    if (this.depth === 1) {
      this.format = rootFormat(name)
      return
    }
    if (this.format !== 'rss' && this.format !== 'atom') return
    if (!this.item) {
      const isItem =
        this.format === 'rss'
          ? name.local === 'item' && name.uri === ''
          : name.local === 'entry' && name.uri === ATOM_NS
      if (isItem) {
        this.itemCount++
        this.item = emptyRecord(this.itemCount)
        this.itemDepth = this.depth
      }
      return
    }
    if (this.depth !== this.itemDepth + 1) return
    this.field = attributeOf(name, this.format)
    this.fieldText = ''
    this.fieldOverflowed = false
    if (this.field === '~link' && this.format === 'atom') {
      const rel = tag.attributes.rel
      const href = tag.attributes.href
      if ((rel === undefined || rel === 'alternate') && href !== undefined) this.fieldText = href
    }
  }

  private content(piece: string): void {
    const overflowed = this.overflowPending
    this.overflowPending = false
    if (!this.item || this.field === null) return
    if (overflowed) this.fieldOverflowed = true
    const room = this.limits.maxFieldChars - this.fieldText.length
    if (piece.length > room) this.fieldOverflowed = true
    this.fieldText += piece.length > room ? piece.slice(0, room) : piece
  }

  private close(): void {
    const item = this.item
    if (item && this.depth === this.itemDepth + 1 && this.field !== null) {
      const values = item.values.get(this.field) ?? []
      // An empty element is as good as absent (Atom's `<link rel="self">` gives no href here).
      if (this.fieldText !== '' && values.length < MAX_ADDITIONAL_IMAGES)
        values.push(this.fieldText)
      if (values.length > 0) item.values.set(this.field, values)
      if (this.fieldOverflowed) item.overflowed.add(this.field.replace(/^~/, ''))
      this.field = null
    } else if (item && this.depth === this.itemDepth) {
      this.queue.push(withFallbacks(item))
      this.item = null
    }
    this.names.close()
    this.depth--
  }
}

function rootFormat(tag: ResolvedName): Root | 'other' {
  if (tag.local === 'rss' && tag.uri === '') return 'rss'
  if (tag.local === 'feed' && tag.uri === ATOM_NS) return 'atom'
  return 'other'
}

/** The attribute an item's child element gives, or null for one the parser ignores. */
function attributeOf(tag: ResolvedName, format: Root): string | null {
  if (tag.uri === GOOGLE_NS) {
    const name = normaliseAttributeName(tag.local)
    return KNOWN_ATTRIBUTES.has(name) ? name : null
  }
  const plainUri = format === 'rss' ? '' : ATOM_NS
  return tag.uri === plainUri ? (FALLBACKS[format][tag.local] ?? null) : null
}

/** Moves each plain `<title>`/`<link>`/`<description>` to its attribute unless a `g:` one is there. */
function withFallbacks(item: RawRecord): RawRecord {
  for (const [key, values] of item.values) {
    if (!key.startsWith('~')) continue
    item.values.delete(key)
    const name = key.slice(1)
    if (!item.values.has(name)) item.values.set(name, values)
  }
  return item
}
