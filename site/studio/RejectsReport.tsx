import { type ImportJob, MAX_STORED_REJECTS, type Reject } from '../../shared/api/feeds'
import { REASON_LABEL, showRejectsText } from './catalog'
import type { Studio } from './context'
import { countText } from './insights'
import { Disclosure, PagedEnd, ScrollTable } from './paged-table'
import { type PageReader, usePages } from './use-pages'

const REJECT_COLUMNS = ['Row', 'Item id', 'Attribute', 'Reason', 'Detail'] as const

type Props = { studio: Studio; channelId: string; job: ImportJob }

/**
 * "Show the 5 rejected rows": an import's rejected rows, read a page (REJECT_PAGE_SIZE) at a
 * time in file order, with "Show more" while the server keeps more.
 */
export function RejectsReport({ studio, channelId, job }: Props) {
  // The mark of a page is the total of lines the server keeps.
  const report = usePages<Reject, number>((lines, total) => lines.length < total)
  const { pages, lines, mark: total } = report
  const base = `rejects-${job.id}`
  const open = pages.state !== 'closed'

  const reader: PageReader<Reject, number> = async (lines) => {
    const page = await studio.api.rejects(channelId, job.feedId, job.id, lines.length)
    return page.ok ? { ok: true, data: { lines: page.data.rejects, mark: page.data.total } } : page
  }

  return (
    <div className="feed-report">
      <Disclosure
        open={open}
        controls={`${base}-box`}
        onToggle={() => (open ? report.close() : void report.open(reader))}
      >
        {open
          ? job.pictureFailures > 0
            ? 'Hide the report'
            : 'Hide the rejected rows'
          : showRejectsText(job.rejected, job.pictureFailures)}
      </Disclosure>
      {open && (
        <>
          {lines.length > 0 && (
            <ScrollTable
              id={`${base}-box`}
              box={report.box}
              caption={`Rejected rows${job.fileName ? ` of ${job.fileName}` : ''}`}
              className="feed-rejects"
              testId="feed-rejects"
              columns={REJECT_COLUMNS}
            >
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
            </ScrollTable>
          )}
          <p className="studio-status" role="status">
            {pages.state === 'loading'
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
          <PagedEnd
            pages={pages}
            more={report.more}
            what="The rejected rows"
            onNext={() => void report.next(reader)}
          />
        </>
      )}
    </div>
  )
}
