import { type FormEvent, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import {
  FEED_LIMITS,
  FEED_SCHEDULES,
  type FeedSchedule,
  type FeedSource,
  type FeedSummary,
  type NewFeed,
  NewFeedSchema,
} from '../../shared/api/feeds'
import { type Action, useAction } from './actions'
import {
  addedFeedText,
  bytesText,
  FEED_FILE_ACCEPT,
  feedNameFromFile,
  importRefused,
  SCHEDULE_LABEL,
  uploadingText,
} from './catalog'
import type { Studio } from './context'
import { checkForm } from './forms'
import { ActionMessage, BusyButton, SelectField, TextField } from './ui'

type Props = {
  studio: Studio
  channelId: string
  /** A feed the server now has, its first import under way. */
  onAdded(feed: FeedSummary): void
  /** The channel's feeds as listed now: what the form says of the one it added follows them. */
  feeds: readonly FeedSummary[]
}

/** What the form is doing while its requests are under way, said in its status line. */
type Step = { step: 'adding' } | { step: 'uploading'; file: File } | { step: 'fetching' }

const STEP_TEXT = (step: Step) =>
  step.step === 'uploading'
    ? uploadingText(step.file)
    : step.step === 'fetching'
      ? 'Asking the server to fetch the feed…'
      : 'Adding the feed…'

const SOURCE_LABEL: Record<FeedSource, string> = {
  file: 'Upload a file',
  url: 'Fetch from a URL',
}

/**
 * "Add a feed": a name, a file (sent as the request's body, never read here) or a URL with its
 * schedule. The feed is added, then its first import started; when that is refused (not a feed,
 * too large) the new feed is removed again, so nothing changed, and the form keeps its values.
 */
export function AddFeedForm({ studio, channelId, onAdded, feeds }: Props) {
  const [name, setName] = useState('')
  // Until the name is typed, it follows the chosen file's.
  const [named, setNamed] = useState(false)
  const [source, setSource] = useState<FeedSource>('file')
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState('')
  const [schedule, setSchedule] = useState<FeedSchedule>('daily')
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [step, setStep] = useState<Step>({ step: 'adding' })
  // A new file input after each feed added, so the next starts empty.
  const [input, setInput] = useState(0)
  const { action, run } = useAction()
  // The feed last added, so the form's words follow its import to its end.
  const [added, setAdded] = useState<FeedSummary | null>(null)
  const listed = added && (feeds.find((feed) => feed.id === added.id) ?? added)
  const said: Action =
    action.state === 'done' && listed ? { state: 'done', message: addedFeedText(listed) } : action

  /** Adds the feed and starts its import; a refused import takes the new feed away again. */
  const addAndImport = async (
    feed: NewFeed,
    body: File | null,
  ): Promise<ApiResult<FeedSummary>> => {
    setStep({ step: 'adding' })
    const added = await studio.api.addFeed(channelId, feed)
    if (!added.ok) return added
    setStep(body ? { step: 'uploading', file: body } : { step: 'fetching' })
    const started = importRefused(await studio.api.importFeed(channelId, added.data.id, body))
    if (started.ok) return { ok: true, data: { ...added.data, lastImport: started.data } }
    const removed = await studio.api.removeFeed(channelId, added.data.id)
    // Still on the server (the removal failed too): it is listed, as it is.
    if (!removed.ok) onAdded(added.data)
    return started
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const fields =
      source === 'file' ? { source, name } : { source, name, url: url.trim(), schedule }
    const checked = checkForm(NewFeedSchema, fields)
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors }
    if (source === 'file' && !file) found.file = 'Choose the feed’s file.'
    setErrors(found)
    // The first field that is wrong, in the form's order.
    const first = ['file', 'url', 'name'].find((key) => found[key])
    if (first || !checked.ok) {
      document.getElementById(`new-feed-${first ?? 'name'}`)?.focus()
      return
    }
    await run(
      () => addAndImport(checked.value, source === 'file' ? file : null),
      (feed) => {
        onAdded(feed)
        setName('')
        setNamed(false)
        setFile(null)
        setUrl('')
        setInput((n) => n + 1)
        setAdded(feed)
        return addedFeedText(feed)
      },
    )
  }

  const chooseFile = (chosen: File | null) => {
    setFile(chosen)
    if (chosen && !named) setName(feedNameFromFile(chosen.name))
    setErrors(({ file: _, ...rest }) => rest)
  }

  return (
    <form className="studio-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="studio-choice">
        <legend>Source</legend>
        {(['file', 'url'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="new-feed-source"
              value={choice}
              checked={source === choice}
              onChange={() => setSource(choice)}
            />{' '}
            {SOURCE_LABEL[choice]}
          </label>
        ))}
      </fieldset>
      {source === 'file' ? (
        <div className="studio-field">
          <label htmlFor="new-feed-file">Feed file</label>
          <p className="studio-hint" id="new-feed-file-hint">
            Tab-separated text (.tsv, .txt) or RSS/Atom XML (.xml), as Google Merchant Center takes
            it. It is sent as it is, however large (up to the server’s limit); the server reads it
            and says if it is not a feed.
          </p>
          <input
            key={input}
            id="new-feed-file"
            type="file"
            accept={FEED_FILE_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={
              errors.file ? 'new-feed-file-hint new-feed-file-error' : 'new-feed-file-hint'
            }
            onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
          />
          {file && (
            <p className="studio-meta">
              {file.name}, {bytesText(file.size)}
            </p>
          )}
          {errors.file && (
            <p className="studio-error" id="new-feed-file-error">
              {errors.file}
            </p>
          )}
        </div>
      ) : (
        <>
          <TextField
            id="new-feed-url"
            label="Feed URL"
            type="url"
            hint="The http(s) address the server fetches the feed from, such as https://shop.example/feed.xml."
            value={url}
            error={errors.url}
            maxLength={FEED_LIMITS.url}
            onChange={setUrl}
          />
          <SelectField
            id="new-feed-schedule"
            label="Import on a schedule"
            value={schedule}
            options={FEED_SCHEDULES.map((value) => ({ value, label: SCHEDULE_LABEL[value] }))}
            onChange={setSchedule}
          />
        </>
      )}
      <TextField
        id="new-feed-name"
        label="Feed name"
        hint={source === 'file' ? 'The file’s name unless you type another.' : undefined}
        value={name}
        error={errors.name}
        maxLength={FEED_LIMITS.name}
        onChange={(typed) => {
          setName(typed)
          setNamed(typed !== '')
        }}
      />
      <BusyButton busy={action.state === 'busy'} label="Add and import" busyLabel="Importing…" />
      <ActionMessage action={said} busyText={STEP_TEXT(step)} />
    </form>
  )
}
