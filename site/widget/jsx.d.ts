import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** Attributes of `<shoppable-tv>` (ARCHITECTURE.md §4), as React 19 renders them. */
type ShoppableTvAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'channel-id': string
  view?: 'full' | 'store' | 'account'
  theme?: 'dark' | 'light' | 'auto'
  'api-base'?: string
  mode?: 'auto' | 'inline' | 'frame'
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shoppable-tv': ShoppableTvAttributes
    }
  }
}
