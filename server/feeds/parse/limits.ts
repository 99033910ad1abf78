/**
 * How much of one row the parser holds at most. Beyond these a row is rejected `too-long`
 * and the excess is read past without being kept, so memory does not grow with a hostile
 * or broken file.
 */
export type FeedLimits = {
  /**
   * A TSV row longer than this is skipped to its end and rejected (attribute `row`). Counted
   * in characters of the decoded text, which is bytes for ASCII.
   */
  maxRowBytes: number
  /** A field longer than this is kept only up to it and its row rejected. */
  maxFieldChars: number
  /** XML elements nested deeper than this end the read: the feed is refused where it happens. */
  maxDepth: number
}

/**
 * Not in the spec: how deep XML elements may nest. A Merchant Center feed needs five levels
 * (`rss > channel > item > g:shipping > g:price`) and never ten; 32 leaves room for any
 * extension a shop adds, and keeps the parser's stack of open elements small.
 */
export const MAX_XML_DEPTH = 32

/**
 * Not in the spec. 1 MiB a row is far above any real one; 32,768 characters a field holds
 * Merchant Center's longest (ten additional image links of 2,000 characters, comma-separated).
 */
export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxRowBytes: 1024 * 1024,
  maxFieldChars: 32_768,
  maxDepth: MAX_XML_DEPTH,
}

/** Merchant Center's own limits, past which a row is rejected `too-long`. */
export const MERCHANT_MAX_CHARS: Readonly<Record<string, number>> = {
  id: 50,
  title: 150,
  description: 5000,
}

/** Merchant Center takes at most ten additional images; the rest are dropped. */
export const MAX_ADDITIONAL_IMAGES = 10

/**
 * For tests and the bench: the most text the parser held for one row or text node at any
 * time (what the limits bound), and counts of work that must grow no faster than the file:
 * characters looked at a second time, and namespace bindings looked up.
 */
export type ParseProbe = { heldChars: number; rescannedChars: number; namespaceLookups: number }

/** A probe that has seen nothing yet. */
export function newProbe(): ParseProbe {
  return { heldChars: 0, rescannedChars: 0, namespaceLookups: 0 }
}
