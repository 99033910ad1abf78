// Pins in step with the viewer's picture (issue 16): what a page gives `<shoppable-tv>`'s
// `timeSource` property, and what the widget knows of the picture from it. Types only.

/**
 * The page's time source: a `<video>` element (its `getStartDate()` + `currentTime`, where the
 * browser has it: Safari's native HLS) or a function returning the picture's wall-clock time
 * (ms since 1970 or a Date; null while the player does not know it yet).
 */
export type TimeSource = HTMLVideoElement | (() => number | Date | null | undefined)

/**
 * Where the viewer's picture is: its wall-clock time in ms; `unknown` while the page's time
 * source has no time yet (a player still loading); `none` without a time source.
 */
export type Picture = number | 'unknown' | 'none'
