import { useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import type { ApiError } from '../../shared/api/errors'

/**
 * A list read a page at a time, as far as it is read: closed, a page on its way, read, or a page
 * that failed. `mark` is where the server says the list stands (a total, the next page's key);
 * null before the first page.
 */
export type Pages<Line, Mark> =
  | { state: 'closed' }
  | { state: 'loading'; lines: Line[]; mark: Mark | null }
  | { state: 'ready'; lines: Line[]; mark: Mark }
  | { state: 'failed'; lines: Line[]; mark: Mark | null; error: ApiError }

/** One page as the server answered it. */
export type Page<Line, Mark> = { lines: Line[]; mark: Mark }

/** Reads the page after `lines` (none: the first) from the server. */
export type PageReader<Line, Mark> = (
  lines: Line[],
  mark: Mark | null,
) => Promise<ApiResult<Page<Line, Mark>>>

/**
 * A disclosure's paged list: `open` reads the first page (a later answer wins over any asked
 * for before), `next` the next one or the one that failed (while a page loads a second press
 * waits for it). When "Show more" goes away with the last page, focus moves to `box` (the
 * table) rather than nowhere.
 */
export function usePages<Line, Mark>(hasMore: (lines: Line[], mark: Mark) => boolean) {
  const [pages, setPages] = useState<Pages<Line, Mark>>({ state: 'closed' })
  const asked = useRef(0)
  const box = useRef<HTMLElement>(null)
  const hadMore = useRef(false)
  const lines = pages.state === 'closed' ? [] : pages.lines
  const mark = pages.state === 'closed' ? null : pages.mark
  const more = mark !== null && hasMore(lines, mark)

  const read = async (from: Line[], at: Mark | null, reader: PageReader<Line, Mark>) => {
    const ask = ++asked.current
    setPages({ state: 'loading', lines: from, mark: at })
    const page = await reader(from, at)
    if (ask !== asked.current) return
    setPages(
      page.ok
        ? { state: 'ready', lines: [...from, ...page.data.lines], mark: page.data.mark }
        : { state: 'failed', lines: from, mark: at, error: page.error },
    )
  }

  useEffect(() => {
    if (hadMore.current && !more && document.activeElement === document.body) {
      box.current?.focus()
    }
    hadMore.current = more
  }, [more])

  return {
    pages,
    lines,
    mark,
    more,
    box,
    open: (reader: PageReader<Line, Mark>) => read([], null, reader),
    next: (reader: PageReader<Line, Mark>) =>
      pages.state === 'loading' ? Promise.resolve() : read(lines, mark, reader),
    close: () => {
      asked.current++
      setPages({ state: 'closed' })
    },
  }
}
