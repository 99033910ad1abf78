/**
 * Bidi formatting characters (Unicode UAX #9): the embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). Invisible, yet an
 * override shows the text after it reversed ("‮txt.exe" as "exe.txt"), so a product title or a
 * channel name could read as something else. Stored display text never holds them; the page's
 * own direction (dir="auto", dir="rtl") lays out right-to-left text without them.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** `text` without bidi formatting characters. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}
