// Names of the catalog said in a caption: the keys an item may be called by, the runs of
// words of a caption to look up, and which of the runs that hit to keep. Pure: the store
// (names-store.ts) writes the keys with the row and asks the database which items they name.
import { COMMON_WORDS } from './name-stop-words'

/** What a name of an item is; a title said outranks a model, an event, a place, a brand. */
export type NameKind = 'title' | 'model' | 'event' | 'place' | 'brand'

/** Kinds best first. */
export const NAME_KINDS: readonly NameKind[] = ['title', 'model', 'event', 'place', 'brand']

/** A key an item may be called by, and what it is. */
export type NameKey = { key: string; kind: NameKind }

/** What naming needs of a catalog row. */
export type NameSource = {
  type: 'product' | 'ticket' | 'deal'
  title: string
  brand: string | null
  model: string | null
}

/** Not in the spec: the longest run of words of a caption looked up as one name. */
export const MAX_NAME_WORDS = 8

/** Not in the spec: a key shorter than this ("GT", "X5") would fire on chance letters. */
const MIN_KEY_CHARS = 3

/** Plurals no suffix rule gets right, and words that end in s without being plural. */
const IRREGULAR: Record<string, string> = {
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  wolves: 'wolf',
  loaves: 'loaf',
  calves: 'calf',
  scarves: 'scarf',
  hooves: 'hoof',
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  people: 'person',
  lenses: 'lens',
  tomatoes: 'tomato',
  potatoes: 'potato',
  heroes: 'hero',
  echoes: 'echo',
  volcanoes: 'volcano',
  mangoes: 'mango',
}
const KEEP = new Set([
  'lens',
  'series',
  'species',
  'news',
  'canvas',
  'atlas',
  'chaos',
  'christmas',
  'texas',
  'vegas',
  'kansas',
])

/** One lower-case word in its singular (a small English rule set; both sides use it). */
function singular(word: string): string {
  const irregular = IRREGULAR[word]
  if (irregular) return irregular
  if (KEEP.has(word) || word.length <= 3 || /\d/.test(word)) return word
  // "movie" and "movies", "berry" and "berries" meet at one spelling.
  if (word.endsWith('ies')) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1)
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (/[^aeiou]uses$/.test(word)) return word.slice(0, -2)
  if (/(ss|us|is)$/.test(word)) return word
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/**
 * The key of a text: accents, case, punctuation and plurals dropped, words singular and
 * separated by one space ('Crème Brûlée Torches' → 'creme brulee torch'); '' when no letter or
 * digit is left.
 */
export function nameKey(text: string): string {
  return nameWords(text).join(' ')
}

function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
}

const COMMON = new Set(COMMON_WORDS.flatMap(nameWords))

/** Whether a key is a name worth looking for: long enough, and not only numbers and common words. */
export function isNameKey(key: string): boolean {
  if (key.length < MIN_KEY_CHARS) return false
  return key.split(' ').some((word) => !COMMON.has(word) && !/^\d+$/.test(word))
}

/**
 * The keys a caption may name an item by, each once with its best kind, the title's first:
 * the title, the brand, the model, the model's code (its words up to the last with a digit:
 * 'Carry 10' of 'Carry 10 Driver'), brand and model, the title without the brand, and for a
 * ticket ('event, place') the event and the place. Keys that would fire on ordinary speech
 * are left out (`isNameKey`).
 */
export function itemNameKeys(item: NameSource): NameKey[] {
  const found = new Map<string, NameKind>()
  const add = (text: string | null, kind: NameKind) => {
    if (!text) return
    const key = nameKey(text)
    if (isNameKey(key) && !found.has(key)) found.set(key, kind)
  }
  const brand = item.brand?.trim() || null
  const model = item.model?.trim() || null
  add(item.title, 'title')
  if (model) {
    add(model, 'model')
    add(modelCode(model), 'model')
    if (brand) add(`${brand} ${model}`, 'model')
  }
  if (brand && item.title.toLowerCase().startsWith(`${brand.toLowerCase()} `)) {
    add(item.title.slice(brand.length), 'model')
  }
  if (item.type === 'ticket') {
    // A listing's variant in brackets ("(Weekend)") is not said with its place.
    const plain = item.title.replace(/\s*\([^)]*\)\s*$/, '')
    const comma = plain.lastIndexOf(', ')
    add(comma > 0 ? plain.slice(0, comma) : plain, 'event')
    if (comma > 0) add(plain.slice(comma + 2), 'place')
  }
  add(brand, 'brand')
  return [...found].map(([key, kind]) => ({ key, kind }))
}

/** A model's words up to the last that holds a digit, when that is not the whole model. */
function modelCode(model: string): string | null {
  const words = model.split(/\s+/)
  let last = -1
  for (const [i, word] of words.entries()) if (/\d/.test(word)) last = i
  return last >= 0 && last < words.length - 1 ? words.slice(0, last + 1).join(' ') : null
}

/**
 * The `products.name_keys` value of an item: the title's key first ('' when the title is not a
 * name), so a query can tell a title said from another name by `name_keys[1]`, then the others.
 */
export function storedNameKeys(item: NameSource): string[] {
  const keys = itemNameKeys(item)
  const title = keys[0]?.kind === 'title' ? keys[0].key : ''
  return [title, ...keys.filter((k) => k.kind !== 'title').map((k) => k.key)]
}

/** A run of words of a caption: its key, its word span [start, end) and the caption's own words. */
export type CaptionGram = { key: string; span: readonly [number, number]; heard: string }

/**
 * Every run of 1..maxWords consecutive words of a caption that could be a name (`isNameKey`),
 * with its word span and the caption's own text for it. Words are whole by construction, so
 * 'Ace' is never found inside 'Grace'.
 */
export function captionGrams(caption: string, maxWords = MAX_NAME_WORDS): CaptionGram[] {
  return textsGrams([caption], maxWords).grams
}

/**
 * The grams of several texts (the names on screen) as of one caption whose texts never share
 * a run: spans count words across the texts, and `ranges[i]` is the word span of `texts[i]`.
 */
export function textsGrams(
  texts: readonly string[],
  maxWords = MAX_NAME_WORDS,
): { grams: CaptionGram[]; ranges: (readonly [number, number])[] } {
  const grams: CaptionGram[] = []
  const ranges: (readonly [number, number])[] = []
  let offset = 0
  for (const text of texts) {
    const words = wordsOf(text)
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + maxWords); end++) {
        const key = words
          .slice(start, end)
          .map((w) => w.word)
          .join(' ')
        if (!isNameKey(key)) continue
        const from = words[start]?.start ?? 0
        const to = words[end - 1]?.end ?? from
        grams.push({ key, span: [offset + start, offset + end], heard: text.slice(from, to) })
      }
    }
    ranges.push([offset, offset + words.length])
    offset += words.length
  }
  return { grams, ranges }
}

/** A text's name words (`nameWords`), each with where in the text it was written. */
function wordsOf(text: string): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = []
  for (const token of text.matchAll(/[\p{L}\p{N}\p{M}'’&]+/gu)) {
    const start = token.index
    const end = start + token[0].length
    for (const word of nameWords(token[0])) words.push({ word, start, end })
  }
  return words
}

/**
 * Of the hits, those of the longest span, then of the next longest that overlaps no kept
 * span, and so on (earlier first among equals): "Pacific Crest Trail Running Shoes" said
 * keeps that title's hits, not the brand "Pacific Crest" inside it. Every hit of a kept span
 * stays (one name may name several items).
 */
export function longestFirst<T extends { span: readonly [number, number] }>(
  found: readonly T[],
): T[] {
  const spans = [...new Map(found.map((hit) => [hit.span.join(','), hit.span])).values()].sort(
    (a, b) => b[1] - b[0] - (a[1] - a[0]) || a[0] - b[0],
  )
  const kept: (readonly [number, number])[] = []
  for (const span of spans) {
    if (kept.every(([start, end]) => span[1] <= start || span[0] >= end)) kept.push(span)
  }
  const keys = new Set(kept.map((span) => span.join(',')))
  return found.filter((hit) => keys.has(hit.span.join(',')))
}
