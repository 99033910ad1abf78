// The words of a caption worth naming as a reason: whole words as said, not the little words
// of speech, not the common verbs, adjectives and time words a presenter says all the time.
import { COMMON_WORDS } from '../catalog'

/** Not in the spec: most caption words weighed for a reason line by meaning. */
export const MAX_REASON_WORDS = 12

/** Words that carry no meaning of their own in a caption. */
const FILLER =
  'the and for are but not you all any can had her was one our out has him his how its may ' +
  'new now old see two way who did get got let put say she too use that with have this will ' +
  'your from they know want been good much some time very when come here just like long make ' +
  'many over such take than them well were what where which while into only then there these ' +
  'those their about after again being could every first going great little might never other ' +
  'right should still think though three today under until would really thing things look ' +
  'looks looking okay yeah gonna wanna folks everyone everybody something anything'

/**
 * Words of the names stop list that do say what a thing is ("fly line", "day trip", "gift
 * card"): a reason may name them, though alone they are no name.
 */
const THING_WORDS = new Set(
  (
    'line lines set sets kit bundle pack pair piece pieces ticket tickets tour trip pass gift ' +
    'card deal deals light heavy game games team show shows home house night collection series'
  ).split(' '),
)

const STOP = new Set([
  ...FILLER.split(' '),
  ...COMMON_WORDS.filter((word) => !THING_WORDS.has(word)),
])

/** Whether a word (any case) may be named as a reason: 3+ letters, not a stop word. */
export function isReasonWord(word: string): boolean {
  const lower = word.toLowerCase()
  return lower.length >= 3 && /\p{L}/u.test(lower) && !STOP.has(lower)
}

/**
 * The distinct words of a caption that may say what it is about, in the order said and as
 * said (the first spelling of each, case kept): letters or digits with a letter, at least
 * three characters, no stop words; at most `max`.
 */
export function contentWords(caption: string, max = MAX_REASON_WORDS): string[] {
  const seen = new Map<string, string>()
  for (const raw of caption.split(/[^\p{L}\p{N}'’-]+/u)) {
    const word = raw.replace(/^['’-]+|['’-]+$/g, '').replace(/['’]s$/u, '')
    const lower = word.toLowerCase()
    if (isReasonWord(word) && !seen.has(lower)) seen.set(lower, word)
  }
  return [...seen.values()].slice(0, max)
}

/** Not in the spec: the most content words of a caption feedback compares (its first ones). */
const COMPARED_WORDS = 40

/**
 * A caption's content words as feedback stores and compares them (server/feedback): lower
 * case, at most COMPARED_WORDS.
 */
export function captionWords(caption: string): string[] {
  return contentWords(caption, COMPARED_WORDS).map((word) => word.toLowerCase())
}
