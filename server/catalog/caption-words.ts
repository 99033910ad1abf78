// The words of a caption worth naming as a reason: not the little words of speech.

/** Not in the spec: most caption words weighed for a reason line. */
const MAX_WORDS = 12

/** Words that carry no meaning of their own in a caption. */
const FILLER = new Set(
  (
    'the and for are but not you all any can had her was one our out has him his how its may ' +
    'new now old see two way who did get got let put say she too use that with have this will ' +
    'your from they know want been good much some time very when come here just like long make ' +
    'many over such take than them well were what where which while into only then there these ' +
    'those their about after again being could every first going great little might never other ' +
    'right should still think though three today under until would really thing things look ' +
    'looks looking okay yeah gonna wanna folks everyone everybody something anything'
  ).split(' '),
)

/**
 * The distinct words of a caption that may say what it is about, in the order said: letters
 * only (accents kept), at least three of them, no filler words, at most MAX_WORDS.
 */
export function contentWords(caption: string): string[] {
  const words = caption
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !FILLER.has(w))
  return [...new Set(words)].slice(0, MAX_WORDS)
}
