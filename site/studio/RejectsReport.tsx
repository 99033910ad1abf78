import { useEffect, useRef, useState } from 'react'
import type { ApiError } from '../../shared/api/errors'
import { type ImportJob, MAX_STORED_REJECTS, type Reject } from '../../shared/api/feeds'
import { REASON_LABEL, showRejectsText } from './catalog'
import type { Studio } from './context'
import { countText } from './insights'
import { actionText } from './problem'

/** The report as far as it is read: closed, a page on its way, read, or a page that failed. */
type Report =
  | { state: 'closed' }
  | { state: 'loading'; lines: Reject[]; total: number | null }
  | { state: 'ready'; lines: Reject[]; total: number }
  | { state: 'failed'; lines: Reject[]; total: number | null; error: ApiError }

type Props = { studio: Studio; channelId: string; job: ImportJob }

/**
 * "Show the 5 rejected rows": an import's rejected rows, read a page (REJECT_PAGE_SIZE) at a
 * time in file order, with "Show more" while the server keeps more.
 */
export function RejectsReport({ studio, channelId, job }: Props) {
  const [report, setReport] = useState<Report>({ state: 'closed' })
  const tableBox = useRef<HTMLElement>(null)
  const hadMore = useRef(false)
  const base = `rejects-${job.id}`

  const read = async (lines: Reject[], total: number | null) => {
    // The button stays enabled (and focused) while a page loads; a second press waits for it.
    if (report.state === 'loading') return
    setReport({ state: 'loading', lines, total })
    const page = await studio.api.rejects(channelId, job.feedId, job.id, lines.length)
    if (page.ok) {
      setReport({ state: 'ready', lines: [...lines, ...page.data.rejects], total: page.data.total })
    } else setReport({ state: 'failed', lines, total, error: page.error })
  }

  const open = report.state !== 'closed'
  const lines = open ? report.lines : []
  const total = open ? report.total : null
  const more = total !== null && lines.length < total

  // "Show more" goes away with the last page: focus moves to the table rather than nowhere.
  useEffect(() => {
    if (hadMore.current && !more && document.activeElement === document.body) {
      tableBox.current?.focus()
    }
    hadMore.current = more
  }, [more])

  return (
    <div className="feed-report">
      <p>
        <button
          type="button"
          className="secondary"
          aria-expanded={open}
          aria-controls={open ? `${base}-box` : undefined}
          onClick={() => (open ? setReport({ state: 'closed' }) : void read([], null))}
        >
          {open
            ? job.pictureFailures > 0
              ? 'Hide the report'
              : 'Hide the rejected rows'
            : showRejectsText(job.rejected, job.pictureFailures)}
        </button>
      </p>
      {open && (
        <>
          {lines.length > 0 && (
            <section
              id={`${base}-box`}
              ref={tableBox}
              className="studio-scroll"
              aria-labelledby={`${base}-caption`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so keyboards must reach it (axe: scrollable-region-focusable)
              tabIndex={0}
            >
              <table className="studio-table feed-rejects" data-testid="feed-rejects">
                <caption id={`${base}-caption`} className="visually-hidden">
                  Rejected rows{job.fileName ? ` of ${job.fileName}` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Item id</th>
                    <th scope="col">Attribute</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Detail</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, i) => (
                    // One row may have several problems: the row number alone is not a key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines only ever grow at the end
                    <tr key={i}>
                      <td>{countText(line.row)}</td>
                      <td>{line.itemId ?? '—'}</td>
                      <td>{line.attribute}</td>
                      <td>{REASON_LABEL[line.reason]}</td>
                      <td>{line.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <p className="studio-status" role="status">
            {report.state === 'loading'
              ? 'Loading the rejected rows…'
              : total !== null
                ? `Showing ${countText(lines.length)} of ${countText(total)} ${total === 1 ? 'problem' : 'problems'}.`
                : ''}
          </p>
          {total !== null && total >= MAX_STORED_REJECTS && (
            <p className="studio-note">
              The report keeps the first {countText(MAX_STORED_REJECTS)} problems of an import.
            </p>
          )}
          {report.state === 'failed' && (
            <p className="studio-error" role="alert">
              The rejected rows could not be loaded. {actionText(report.error)}
            </p>
          )}
          {(more || report.state === 'failed') && (
            <p>
              <button type="button" className="secondary" onClick={() => void read(lines, total)}>
                {report.state === 'failed' ? 'Try again' : 'Show more'}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  )
}
