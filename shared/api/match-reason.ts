import type { MatchReason } from './studio'

/**
 * Not in the spec: the longest "why" line a live feed item carries, in characters, so a card
 * keeps one short line whatever the caption said.
 */
export const WHY_MAX_LENGTH = 80

const ELLIPSIS = '…'

/** Why an item lifted by the channel's own review and viewers (issue 64) matched. */
export const PICKED_TEXT = 'Picked by the channel for captions like this'

/** The sentence before a contextual match's words, by how it was found. */
function contextualLead(reason: MatchReason & { kind: 'contextual' }): [string, string] {
  if (reason.by === 'meaning') return ['Close in meaning to: ', 'Close in meaning to the caption.']
  if (reason.by === 'both')
    return ['Close in meaning; shares the words: ', 'Close in meaning and words.']
  return ['Shares the words: ', 'Shares words with the caption.']
}

/**
 * Why an item matched, in words (the Studio and the live feed say it alike): the name heard
 * or shown on screen, or the caption's words the item shares or lies closest to in meaning.
 */
export function matchReasonText(reason: MatchReason): string {
  if (reason.kind === 'exact') {
    return reason.heard ? `Heard: ${reason.entity}` : `Named on screen: ${reason.entity}`
  }
  if (reason.by === 'picked') return PICKED_TEXT
  const [lead, none] = contextualLead(reason)
  return reason.words.length ? `${lead}${reason.words.join(', ')}` : none
}

/**
 * A match's reason as a live feed item's `why`: matchReasonText within WHY_MAX_LENGTH. A
 * contextual reason keeps the words that fit whole; a long name is cut with an ellipsis.
 */
export function whyLine(reason: MatchReason): string {
  let text = matchReasonText(reason)
  if (text.length <= WHY_MAX_LENGTH) return text
  if (reason.kind === 'contextual') {
    const [lead] = contextualLead(reason)
    const kept: string[] = []
    for (const word of reason.words) {
      if (`${lead}${[...kept, word].join(', ')}${ELLIPSIS}`.length > WHY_MAX_LENGTH) break
      kept.push(word)
    }
    if (kept.length) return `${lead}${kept.join(', ')}${ELLIPSIS}`
    text = `${lead}${reason.words[0] ?? ''}`
  }
  return `${text.slice(0, WHY_MAX_LENGTH - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`
}
