import type { ReactNode, RefObject } from 'react'
import { actionText } from './problem'
import type { Pages } from './use-pages'

/** The button that opens and closes a paged list: `controls` is the id of what it shows. */
export function Disclosure({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean
  controls: string
  onToggle(): void
  /** Its words, as they are while open or closed. */
  children: ReactNode
}) {
  return (
    <p>
      <button
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
      >
        {children}
      </button>
    </p>
  )
}

/**
 * A table in a box that scrolls on its own (wide tables scroll sideways on a phone), named by
 * its caption; keyboards reach the box (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  id,
  box,
  caption,
  className,
  testId,
  columns,
  children,
}: {
  /** The box's id; its caption's is `${id}-caption`. */
  id: string
  box: RefObject<HTMLElement | null>
  caption: string
  className: string
  testId: string
  /** The columns' headings. */
  columns: readonly string[]
  /** The body's rows. */
  children: ReactNode
}) {
  return (
    <section
      id={id}
      ref={box}
      className="studio-scroll"
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so keyboards must reach it (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className={`studio-table ${className}`} data-testid={testId}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

/**
 * The end of a paged list: why the last page failed, and "Try again", or "Show more" while the
 * server keeps more. The button stays where it was between the two, so focus stays on it.
 */
export function PagedEnd<Line, Mark>({
  pages,
  more,
  what,
  onNext,
}: {
  pages: Pages<Line, Mark>
  more: boolean
  /** What failed to load, as a sentence's subject ("The rejected rows"). */
  what: string
  onNext(): void
}) {
  return (
    <>
      {pages.state === 'failed' && (
        <p className="studio-error" role="alert">
          {what} could not be loaded. {actionText(pages.error)}
        </p>
      )}
      {(more || pages.state === 'failed') && (
        <p>
          <button type="button" className="secondary" onClick={onNext}>
            {pages.state === 'failed' ? 'Try again' : 'Show more'}
          </button>
        </p>
      )}
    </>
  )
}
