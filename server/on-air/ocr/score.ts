// How the test and the bench score a read: a name counts as read when the normalised text
// holds the normalised name (case, accents, punctuation and spacing ignored).

/** Lower case, accents and punctuation dropped, runs of anything else one space. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function nameRead(name: string, lines: readonly string[]): boolean {
  return normaliseText(lines.join('\n')).includes(normaliseText(name))
}
