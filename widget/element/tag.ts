/** The custom element's tag name (its own module so the loader can import it alone). */
export const TAG = 'shoppable-tv'
