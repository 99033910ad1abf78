import type { FeedSummary, ImportJob } from '../../shared/api/feeds'
import { doneText, importingText, progressText, TRIGGER_LABEL } from './catalog'
import type { Studio } from './context'
import { sentence } from './problem'
import { RejectsReport } from './RejectsReport'
import { utcText } from './time'

/** When an import ended (or began, while it runs), and how it came. */
function When({ job }: { job: ImportJob }) {
  const at = job.finishedAt ?? job.startedAt
  return (
    <p className="studio-meta">
      {job.finishedAt ? 'Finished ' : 'Started '}
      <time dateTime={at}>{utcText(at)}</time>
      {' · '}
      {job.fileName ? `${job.fileName}, ` : ''}
      {TRIGGER_LABEL[job.trigger]}
    </p>
  )
}

/** A running import: a progress bar (bytes when the size is known) and the counts so far. */
function Running({ job, feed }: { job: ImportJob; feed: FeedSummary }) {
  const base = `feed-${feed.id}-import`
  const sized = job.bytesTotal !== null && job.bytesTotal > 0
  return (
    <>
      <progress
        aria-labelledby={`${base}-status`}
        aria-describedby={`${base}-counts`}
        max={sized ? (job.bytesTotal ?? undefined) : undefined}
        value={sized ? Math.min(job.bytesRead, job.bytesTotal ?? 0) : undefined}
      />
      <p id={`${base}-counts`} data-testid="feed-progress">
        {progressText(job)}
      </p>
    </>
  )
}

/** What a feed's last import says in its polite status line. */
function statusText(job: ImportJob | null): string {
  if (job === null) return 'Not imported yet.'
  if (job.status === 'running') return importingText(job)
  if (job.status === 'done') return doneText(job)
  return `The last import failed. ${sentence(job.error ?? 'The server gave no reason.')}`
}

/**
 * A feed's last import: running (progress), done (the counts and the report of rejected rows)
 * or failed (why). Its status line is polite, so a finished import is announced once; the
 * counts that change every second are not.
 */
export function LastImport({
  studio,
  channelId,
  feed,
}: {
  studio: Studio
  channelId: string
  feed: FeedSummary
}) {
  const job = feed.lastImport
  const base = `feed-${feed.id}-import`
  return (
    <div className="feed-import" data-status={job?.status ?? 'none'}>
      <p
        id={`${base}-status`}
        className={job?.status === 'failed' ? 'studio-error' : undefined}
        role="status"
      >
        {statusText(job)}
      </p>
      {job?.status === 'running' && <Running job={job} feed={feed} />}
      {job && <When job={job} />}
      {job?.status === 'done' && job.rejected + job.pictureFailures > 0 && (
        <RejectsReport key={job.id} studio={studio} channelId={channelId} job={job} />
      )}
    </div>
  )
}
