import { type ChangeEvent, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import type { Schedule } from '../../shared/api/studio'
import { findDemoChannel } from '../../shared/channels'
import { useAction } from './actions'
import { fileProblem, MAX_SCHEDULE_KIB, type Preview, previewCaptions, programTime } from './on-air'
import type { SectionProps } from './sections'
import { utcText } from './time'
import { ActionMessage, BusyButton, ConfirmButton, LoadProblem } from './ui'
import { useLoad } from './use-load'

/** The most cues listed on the page; the rest are counted. */
const LISTED_CUES = 200

/** Captions waiting to be sent: typed in, or read from a file (with its name). */
type Draft = { source: 'paste'; text: string } | { source: 'file'; name: string; text: string }

function ScheduleView({ schedule, scripted }: { schedule: Schedule | null; scripted: boolean }) {
  if (schedule === null) {
    return (
      <p className="studio-empty" data-testid="schedule-none">
        {scripted
          ? 'Nothing uploaded: the channel runs its scripted demo program.'
          : 'Nothing uploaded: the channel has no program.'}
      </p>
    )
  }
  const shown = schedule.cues.slice(0, LISTED_CUES)
  return (
    <div data-testid="schedule">
      <dl className="studio-facts">
        <dt>File</dt>
        <dd>{schedule.fileName ?? 'Pasted captions'}</dd>
        <dt>Uploaded by</dt>
        <dd>{schedule.uploadedBy}</dd>
        <dt>Uploaded</dt>
        <dd>
          <time dateTime={schedule.uploadedAt}>{utcText(schedule.uploadedAt)}</time>
        </dd>
        <dt>Cues</dt>
        <dd>{schedule.cues.length}, looping</dd>
      </dl>
      <div className="studio-scroll">
        <table className="studio-table">
          <caption className="visually-hidden">The program’s cues</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">What is said</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((cue) => (
              <tr key={cue.startMs}>
                <td>{programTime(cue.startMs)}</td>
                <td>{programTime(cue.endMs)}</td>
                <td>{cue.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {schedule.cues.length > shown.length && (
        <p className="studio-note">And {schedule.cues.length - shown.length} more cues.</p>
      )}
    </div>
  )
}

function PreviewText({ preview }: { preview: Preview }) {
  if (preview.state === 'invalid') {
    return (
      <p className="studio-error" id="schedule-preview" role="alert">
        {preview.message}
      </p>
    )
  }
  return (
    <p className="studio-status" id="schedule-preview" role="status">
      {preview.state === 'valid'
        ? `${preview.cues} ${preview.cues === 1 ? 'cue' : 'cues'}, ${programTime(preview.durationMs)} long.`
        : ''}
    </p>
  )
}

/** What an upload's failure says: the server's line-numbered error, or the size limit. */
function uploadFailed(result: ApiResult<Schedule>): ApiResult<Schedule> {
  if (result.ok || result.error.status !== 413) return result
  return {
    ok: false,
    error: {
      ...result.error,
      message: `The captions are larger than the ${MAX_SCHEDULE_KIB} KiB the Studio takes`,
    },
  }
}

type UploadProps = SectionProps & { onSaved: (schedule: Schedule) => void }

function UploadForm({ studio, channel, onSaved }: UploadProps) {
  const [draft, setDraft] = useState<Draft>({ source: 'paste', text: '' })
  const [fileError, setFileError] = useState<string | null>(null)
  // A new input after each upload, so choosing the same file again reads it again.
  const [fileInput, setFileInput] = useState(0)
  const { action, run } = useAction()
  const preview = previewCaptions(draft.text)
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    if (!file) return
    const problem = fileProblem(file)
    setFileError(problem)
    if (problem) return
    setDraft({ source: 'file', name: file.name, text: await file.text() })
  }
  const send = () =>
    void run(
      async () =>
        uploadFailed(
          await studio.api.uploadSchedule(
            channel.id,
            draft.text,
            draft.source === 'file' ? draft.name : null,
          ),
        ),
      (schedule) => {
        onSaved(schedule)
        setDraft({ source: 'paste', text: '' })
        setFileInput((n) => n + 1)
        return `The new program is saved: ${schedule.cues.length} cues. The first cue is on air now.`
      },
    )
  const busy = action.state === 'busy'
  return (
    <div className="studio-form">
      <div className="studio-field">
        <label htmlFor="schedule-file">Upload a captions file (WebVTT or SRT)</label>
        <p className="studio-hint" id="schedule-file-hint">
          Up to {MAX_SCHEDULE_KIB} KiB. Its cues become the channel’s program, looping from now, in
          place of any earlier upload or scripted program.
        </p>
        <input
          key={fileInput}
          id="schedule-file"
          type="file"
          accept=".vtt,.srt,text/vtt"
          aria-describedby={
            fileError ? 'schedule-file-hint schedule-file-error' : 'schedule-file-hint'
          }
          onChange={(event) => void choose(event)}
        />
        {fileError && (
          <p className="studio-error" id="schedule-file-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div className="studio-field">
        <label htmlFor="schedule-text">
          {draft.source === 'file' ? `Captions from ${draft.name}` : 'Or paste captions'}
        </label>
        <textarea
          id="schedule-text"
          rows={6}
          spellCheck={false}
          value={draft.text}
          aria-invalid={preview.state === 'invalid' ? true : undefined}
          aria-describedby="schedule-preview"
          onChange={(event) => setDraft({ source: 'paste', text: event.currentTarget.value })}
        />
        <PreviewText preview={preview} />
      </div>
      {preview.state === 'valid' && (
        <BusyButton busy={busy} label="Use as the program" onClick={send} />
      )}
      <ActionMessage action={action} />
    </div>
  )
}

/** "Schedule": the uploaded captions that are the channel's program, and a new upload. */
export function SchedulePanel(props: SectionProps) {
  const { studio, channel } = props
  const { load, retry, set } = useLoad(`schedule:${channel.id}`, (signal) =>
    studio.api.schedule(channel.id, { signal }),
  )
  // Every demo channel has a scripted program (server/demo/programs.ts); others have none.
  const scripted = findDemoChannel(channel.id) !== undefined
  const remover = useAction()
  const remove = () =>
    void remover.run(
      () => studio.api.removeSchedule(channel.id),
      () => {
        set(null)
        return 'The schedule is removed.'
      },
    )
  return (
    <section className="studio-panel" aria-labelledby="schedule-title">
      <h3 id="schedule-title">Schedule</h3>
      {load.state === 'loading' && (
        <p className="studio-status" role="status">
          Loading the schedule…
        </p>
      )}
      {load.state === 'failed' && (
        <LoadProblem what="The schedule" error={load.error} onRetry={retry} />
      )}
      {load.state === 'ready' && (
        <>
          <ScheduleView schedule={load.data} scripted={scripted} />
          {load.data && (
            <ConfirmButton
              label="Remove schedule"
              question={
                scripted
                  ? 'The channel goes back to its scripted demo program. Remove the schedule?'
                  : 'The channel will have no program. Remove the schedule?'
              }
              confirmLabel="Yes, remove it"
              onConfirm={remove}
            />
          )}
          <ActionMessage action={remover.action} />
        </>
      )}
      <UploadForm {...props} onSaved={(schedule) => set(schedule)} />
    </section>
  )
}
