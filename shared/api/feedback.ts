/**
 * Signals a channel's matches get (issue 64), which matching learns from: in the Studio, an
 * editor's pin, approval, rejection or block; in the live store, a viewer's click, Save or
 * "Not for me".
 */
export const FEEDBACK_SIGNALS = [
  'pin',
  'approve',
  'reject',
  'block',
  'click',
  'save',
  'not-for-me',
] as const
export type FeedbackSignal = (typeof FEEDBACK_SIGNALS)[number]
