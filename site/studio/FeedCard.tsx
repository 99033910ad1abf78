import { useEffect, useState } from 'react'
import { API_ERROR } from '../../shared/api/errors'
import {
  FEED_SCHEDULES,
  type FeedSchedule,
  type FeedSummary,
  type ImportJob,
} from '../../shared/api/feeds'
import { useAction } from './actions'
import {
  FEED_FILE_ACCEPT,
  IMPORT_POLL_MS,
  importRefused,
  MEANING_POLL_MS,
  meaningText,
  RUNNING_TEXT,
  SCHEDULE_LABEL,
  uploadingText,
} from './catalog'
import type { Studio } from './context'
import { FeedItems } from './FeedItems'
import { countText } from './insights'
import { LastImport } from './LastImport'
import { LinkTracking } from './LinkTracking'
import { utcText } from './time'
import { ActionMessage, ConfirmButton, FEED_DELAY, SelectField } from './ui'
import { useEvery } from './use-every'

type Props = {
  studio: Studio
  channelId: string
  feed: FeedSummary
  /** The feed as the server answered an edit. */
  onFeed(feed: FeedSummary): void
  /** A newer state of one of the feed's imports. */
  onJob(feedId: number, job: ImportJob): void
  /**
   * An import has ended, or items are still being read for matching by meaning: the feeds
   * are read again (their counts changed).
   */
  onEnded(): Promise<void>
  onRemove(feed: FeedSummary): void
}

const SCHEDULE_SAVED: Record<FeedSchedule, string> = {
  off: 'imports only when you press Import now',
  hourly: 'imports every hour',
  daily: 'imports every day',
}

/** A URL feed's schedule: a select that saves at once, and when the next import runs. */
function ScheduleChoice({ studio, channelId, feed, onFeed }: Props) {
  const [shown, setShown] = useState(feed.schedule)
  useEffect(() => setShown(feed.schedule), [feed.schedule])
  const { action, run } = useAction()
  const choose = async (schedule: FeedSchedule) => {
    setShown(schedule)
    const saved = await run(
      () => studio.api.editFeed(channelId, feed.id, { schedule }),
      (edited) => {
        onFeed(edited)
        return `Saved: ${edited.name} ${SCHEDULE_SAVED[edited.schedule]}.`
      },
    )
    if (!saved) setShown(feed.schedule)
  }
  return (
    <div className="feed-schedule">
      <SelectField
        id={`feed-${feed.id}-schedule`}
        label="Import on a schedule"
        value={shown}
        options={FEED_SCHEDULES.map((value) => ({ value, label: SCHEDULE_LABEL[value] }))}
        onChange={(schedule) => void choose(schedule)}
      />
      <p className="studio-meta">
        {feed.nextRunAt ? (
          <>
            Next import: <time dateTime={feed.nextRunAt}>{utcText(feed.nextRunAt)}</time>
          </>
        ) : (
          'No import is scheduled.'
        )}
      </p>
      <ActionMessage action={action} />
    </div>
  )
}

/** A file feed's "Upload a new version", or a URL feed's "Import now". */
function ImportAgain({ studio, channelId, feed, onJob }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [missing, setMissing] = useState(false)
  // A new input after each upload, so the same file may be chosen again.
  const [input, setInput] = useState(0)
  const { action, run, fail } = useAction()
  const fileId = `feed-${feed.id}-file`
  const start = (body: File | null) => {
    // The controls stay while an import runs (so focus is never lost); the server would refuse.
    if (feed.lastImport?.status === 'running') return fail(RUNNING_TEXT)
    void run(
      async () => importRefused(await studio.api.importFeed(channelId, feed.id, body)),
      (job) => {
        onJob(feed.id, job)
        setFile(null)
        setInput((n) => n + 1)
        // The import's own status line says it is under way.
        return ''
      },
    )
  }
  if (feed.source === 'url') {
    return (
      <div className="feed-again">
        <p>
          <button type="button" onClick={() => start(null)}>
            Import now<span className="visually-hidden"> {feed.name}</span>
          </button>
        </p>
        <ActionMessage action={action} busyText="Asking the server to fetch the feed…" />
      </div>
    )
  }
  return (
    <div className="feed-again">
      <div className="studio-field">
        <label htmlFor={fileId}>
          Upload a new version<span className="visually-hidden"> of {feed.name}</span>
        </label>
        <input
          key={input}
          id={fileId}
          type="file"
          accept={FEED_FILE_ACCEPT}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${fileId}-error` : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null)
            setMissing(false)
          }}
        />
        {missing && (
          <p className="studio-error" id={`${fileId}-error`}>
            Choose the new version’s file first.
          </p>
        )}
      </div>
      <p>
        <button
          type="button"
          onClick={() => {
            if (file) start(file)
            else {
              setMissing(true)
              document.getElementById(fileId)?.focus()
            }
          }}
        >
          Import<span className="visually-hidden"> the new version of {feed.name}</span>
        </button>
      </p>
      <ActionMessage action={action} busyText={file ? uploadingText(file) : undefined} />
    </div>
  )
}

/**
 * One feed: where it comes from, its items live, its schedule, its last import (read again
 * every IMPORT_POLL_MS while it runs, through the env's timers) and what can be done with it.
 */
export function FeedCard(props: Props) {
  const { studio, channelId, feed, onJob, onEnded, onRemove } = props
  const job = feed.lastImport
  const running = job?.status === 'running'
  useEvery(
    studio.env,
    IMPORT_POLL_MS,
    async () => {
      if (!job) return
      const read = await studio.api.importJob(channelId, feed.id, job.id)
      // Gone (another member removed the feed): the list says what is left. Else try again.
      if (!read.ok) return read.error.code === API_ERROR.notFound ? onEnded() : undefined
      onJob(feed.id, read.data)
      if (read.data.status !== 'running') await onEnded()
    },
    running,
  )
  // Items not yet found by meaning are being embedded in the background: follow them.
  const meaning = meaningText(feed)
  const reading = !running && (feed.meaningItems ?? feed.liveItems) < feed.liveItems
  useEvery(studio.env, MEANING_POLL_MS, onEnded, reading)
  return (
    <li className="feed-card" data-feed={feed.id}>
      <h4 id={`feed-${feed.id}-name`}>{feed.name}</h4>
      <dl className="studio-facts">
        <dt>Source</dt>
        <dd>{feed.source === 'file' ? 'File' : <code>{feed.url}</code>}</dd>
        <dt>Items live</dt>
        <dd>{countText(feed.liveItems)}</dd>
        {meaning && (
          <>
            <dt id={`feed-${feed.id}-meaning`}>Found by meaning</dt>
            <dd>
              {meaning}
              {reading && (
                <progress
                  aria-labelledby={`feed-${feed.id}-meaning`}
                  max={feed.liveItems}
                  value={feed.meaningItems}
                />
              )}
            </dd>
          </>
        )}
      </dl>
      {feed.source === 'url' && <ScheduleChoice {...props} />}
      <LinkTracking studio={studio} channelId={channelId} feed={feed} onFeed={props.onFeed} />
      <LastImport studio={studio} channelId={channelId} feed={feed} />
      {job && <FeedItems studio={studio} channelId={channelId} feed={feed} />}
      <ImportAgain {...props} />
      <div className="studio-actions">
        <ConfirmButton
          label="Remove feed"
          question={`The feed’s ${countText(feed.liveItems)} items leave the live feed (open widgets follow within ${FEED_DELAY}). Remove ${feed.name}?`}
          confirmLabel="Yes, remove it"
          onConfirm={() => onRemove(feed)}
        />
      </div>
    </li>
  )
}
