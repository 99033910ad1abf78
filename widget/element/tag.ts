/** The custom element's tag name (its own module so the loader can import it alone). */
export const TAG = 'shoppable-tv'

/**
 * Where the widget module defines the inline widget when the loader's light element holds
 * TAG (a foreign page): the light element puts one inside itself for `mode="inline"`.
 */
export const INLINE_TAG = 'shoppable-tv-inline'

/** Static property marking the loader's light element class (so the module knows it is there). */
export const LOADER_MARK = 'shoppableTvLoader'
