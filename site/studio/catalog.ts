import type { ApiResult } from '../../shared/api/client'
import {
  FEED_LIMITS,
  type FeedSchedule,
  type FeedSummary,
  type ImportJob,
  type RejectReason,
} from '../../shared/api/feeds'
import { countText } from './insights'

/** How often a running import's progress is read again. */
export const IMPORT_POLL_MS = 1_000
/**
 * Not in the spec: how often a feed list whose items are still being read for matching by
 * meaning is read again (the server embeds tens of items a second in the background).
 */
export const MEANING_POLL_MS = 5_000

/** The files the file inputs suggest; any other may still be chosen (the server judges). */
export const FEED_FILE_ACCEPT = '.tsv,.txt,.xml'

/** Why a second import of a feed does not start. */
export const RUNNING_TEXT =
  'An import of this feed is already running: wait for it to finish, then try again.'

/** The address of the docs' section on feed attributes. */
export const FEED_DOCS_HREF = '/docs#product-feeds'

/** Each reason a row was rejected, in words. */
export const REASON_LABEL: Record<RejectReason, string> = {
  missing: 'A required attribute is missing',
  'bad-price': 'Not a price with a currency',
  'bad-url': 'Not an http(s) address',
  'image-rule': 'The image address breaks the image rules',
  'duplicate-id': 'The id of an earlier item',
  'too-long': 'Too long',
  'bad-value': 'A value the attribute does not take',
  'bad-encoding': 'Text in an encoding that cannot be read',
  picture: 'The picture cannot be shown (the item is imported, but viewers will not see it)',
}

/** Each schedule of a URL feed, as its select offers it. */
export const SCHEDULE_LABEL: Record<FeedSchedule, string> = {
  off: 'Off: only when you press Import now',
  hourly: 'Every hour',
  daily: 'Every day',
}

/** What started an import, in words. */
export const TRIGGER_LABEL: Record<ImportJob['trigger'], string> = {
  upload: 'uploaded in the Studio',
  url: 'fetched with Import now',
  schedule: 'fetched on the schedule',
  cli: 'imported from the command line',
  seed: 'the demo catalog',
}

const UNITS = ['kB', 'MB', 'GB'] as const
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A file's size as people read it: "850 bytes", "12.3 MB" (powers of 1,000). */
export function bytesText(bytes: number): string {
  if (bytes < 1000) return `${countText(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes
  let unit: (typeof UNITS)[number] = 'kB'
  for (const next of UNITS) {
    value /= 1000
    unit = next
    if (value < 1000) break
  }
  return `${oneDecimal.format(value)} ${unit}`
}

/** "Read 1,200 · imported 1,195 · rejected 5": a running import's counts so far. */
export function progressText(job: ImportJob): string {
  return `Read ${countText(job.read)} · imported ${countText(job.imported)} · rejected ${countText(job.rejected)}`
}

/** "2 pictures cannot be shown", "1 picture cannot be shown". */
function picturesText(failed: number): string {
  return `${countText(failed)} ${failed === 1 ? 'picture cannot' : 'pictures cannot'} be shown`
}

/**
 * "Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed" (and "· 2 pictures cannot be
 * shown" when some of the checked pictures failed): a finished import's outcome.
 */
export function doneText(job: ImportJob): string {
  const pictures = job.pictureFailures > 0 ? ` · ${picturesText(job.pictureFailures)}` : ''
  return `Imported ${countText(job.imported)} of ${countText(job.read)} · ${countText(job.rejected)} rejected · ${countText(job.removed)} left the live feed${pictures}`
}

/** The button that opens an import's report: "Show the 5 rejected rows", and the failed pictures. */
export function showRejectsText(rejected: number, pictures = 0): string {
  const rows = rejected === 1 ? 'the rejected row' : `the ${countText(rejected)} rejected rows`
  const failed =
    pictures === 1 ? 'the picture that failed' : `the ${countText(pictures)} pictures that failed`
  if (pictures === 0) return `Show ${rows}`
  if (rejected === 0) return `Show ${failed}`
  return `Show ${rows} and ${failed}`
}

/** What "Add a feed" says about the feed it added: as its import stands now, not as it began. */
export function addedFeedText(feed: FeedSummary): string {
  const job = feed.lastImport
  if (job === null) return `Added ${feed.name}.`
  if (job.status === 'running') return `Added ${feed.name}: its import is under way (Your feeds).`
  if (job.status === 'done') return `Added ${feed.name}: ${doneText(job)}.`
  return `Added ${feed.name}, but its import failed: Your feeds says why.`
}

/** What a running import says it is reading: the file's name, else the feed's address. */
export function importingText(job: ImportJob): string {
  return job.fileName ? `Importing ${job.fileName}…` : 'Importing from the feed’s URL…'
}

/** "Uploading products.tsv (12.3 MB)…", while the file is on its way. */
export function uploadingText(file: { name: string; size: number }): string {
  return `Uploading ${file.name} (${bytesText(file.size)})…`
}

/** A feed's name suggested from its file's: "spring-products.tsv" → "spring-products". */
export function feedNameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').trim() || fileName.trim()
  return base.slice(0, FEED_LIMITS.name)
}

/**
 * An import that could not start, said in words: one already running (409), a file larger than
 * the server takes (413); otherwise the server's own message (a file that is not a feed, 400).
 */
export function importRefused<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.ok) return result
  const { error } = result
  if (error.status === 409) {
    return {
      ok: false,
      error: {
        ...error,
        message: RUNNING_TEXT,
      },
    }
  }
  if (error.status === 413) {
    return { ok: false, error: { ...error, message: 'The file is larger than the server takes' } }
  }
  return result
}

/**
 * How many of a feed's live items matching by meaning can find, in words: "All 1,992", or
 * "1,200 of 1,992 (the rest are being read)"; null when the server has no embedding model.
 */
export function meaningText(feed: Pick<FeedSummary, 'liveItems' | 'meaningItems'>): string | null {
  const { liveItems, meaningItems } = feed
  if (meaningItems === undefined) return null
  if (meaningItems >= liveItems) return liveItems ? `All ${countText(liveItems)}` : 'None yet'
  return `${countText(meaningItems)} of ${countText(liveItems)} (the rest are being read)`
}
