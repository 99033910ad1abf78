import { type FormEvent, useCallback, useRef, useState } from 'react'
import { API_ERROR } from '../../shared/api/errors'
import type { StreamStatus } from '../../shared/api/stream'
import { type Action, useAction } from './actions'
import { actionText } from './problem'
import type { SectionProps } from './sections'
import { utcText } from './time'
import { ActionMessage, BusyButton, ConfirmButton, LoadProblem, TextField } from './ui'
import { useEvery } from './use-every'
import { useLoad } from './use-load'

/** Not in the spec: how often the panel reads what the follower is doing while it is shown. */
export const STREAM_REFRESH_MS = 10_000

const FIELD_ID = 'stream-url'

/** A text from the server as the end of a sentence: with its full stop. */
function ended(text: string): string {
  const trimmed = text.trim()
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** What the follower is doing, in words (shared/api/stream.ts STREAM_STATES). */
export function streamStateText(status: StreamStatus): string {
  switch (status.state) {
    case 'waiting':
      return 'Waiting for a server to start following.'
    case 'following': {
      const heard = status.lastCue
        ? `Following — last heard ${utcText(status.lastCue.at, true)}: “${status.lastCue.text}”`
        : 'Following — nothing heard yet.'
      // What it cannot read meanwhile (a skipped segment, no on-screen text), in its words.
      return status.detail ? `${heard} ${ended(status.detail)}` : heard
    }
    case 'stalled':
      return `Stalled: ${ended(status.detail ?? 'the stream stopped changing')} The server keeps trying.`
    case 'ended':
      return 'Ended: the stream said it ended. Save again to follow a new one.'
    case 'failed':
      return `Failed: ${ended(status.detail ?? 'the URL does not lead to a playlist the server can read')} The server tries again now and then.`
  }
}

function StreamState({ status }: { status: StreamStatus }) {
  if (status.url === null) {
    return (
      <p className="studio-empty" data-testid="stream-none">
        No stream is followed. Paste its address below to have the server read what is said.
      </p>
    )
  }
  return (
    <dl className="studio-facts" data-testid="stream-state">
      <dt>State</dt>
      <dd>{streamStateText(status)}</dd>
      <dt>Since</dt>
      <dd>
        <time dateTime={status.since}>{utcText(status.since, true)}</time>
      </dd>
    </dl>
  )
}

/**
 * "Stream" (issue 66): the HLS URL the server follows to hear what is on air (subtitles, timed metadata),
 * and what its follower is doing, read again every STREAM_REFRESH_MS while shown.
 */
export function StreamPanel({ studio, channel }: SectionProps) {
  const { load, retry, set } = useLoad(`stream:${channel.id}`, (signal) =>
    studio.api.stream(channel.id, { signal }),
  )
  // What is typed, until a save takes it; null shows the saved URL.
  const [draft, setDraft] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const { action, run } = useAction()
  // Bumped by each save or removal: a re-read sent before it must not undo what it shows.
  const edits = useRef(0)

  const reread = useCallback(async () => {
    const before = edits.current
    const result = await studio.api.stream(channel.id)
    if (result.ok && edits.current === before) set(result.data)
  }, [studio, channel.id, set])
  useEvery(studio.env, STREAM_REFRESH_MS, reread, load.state === 'ready')

  const saved = load.state === 'ready' ? load.data.url : null
  const url = draft ?? saved ?? ''

  const save = (event: FormEvent) => {
    event.preventDefault()
    setFieldError(null)
    void run(
      async () => {
        const result = await studio.api.setStream(channel.id, url)
        // A URL refused (here or by the server) is said under the field, which keeps the text.
        if (
          !result.ok &&
          (result.error.code === API_ERROR.invalidRequest || result.error.status === 400)
        ) {
          setFieldError(actionText(result.error))
          document.getElementById(FIELD_ID)?.focus()
        }
        return result
      },
      (status) => {
        edits.current += 1
        set(status)
        setDraft(null)
        return 'The stream is saved. Its state changes when a server starts following it.'
      },
    )
  }
  const remove = () =>
    void run(
      () => studio.api.removeStream(channel.id),
      (status) => {
        edits.current += 1
        set(status)
        setDraft(null)
        setFieldError(null)
        return 'The server no longer follows the stream.'
      },
    )
  const said: Action = fieldError ? { state: 'idle' } : action

  return (
    <section className="studio-panel" aria-labelledby="stream-title">
      <h3 id="stream-title">Stream</h3>
      {load.state === 'loading' && (
        <p className="studio-status" role="status">
          Loading the stream…
        </p>
      )}
      {load.state === 'failed' && (
        <LoadProblem what="The stream" error={load.error} onRetry={retry} />
      )}
      {load.state === 'ready' && (
        <>
          <StreamState status={load.data} />
          <form className="studio-form" noValidate onSubmit={save}>
            <TextField
              id={FIELD_ID}
              label="Stream URL (HLS .m3u8)"
              type="url"
              placeholder="https://cdn.example/live/master.m3u8"
              hint="The playlist your player loads. The server reads its subtitles and timed metadata to match what is said and shown, as it airs (see the docs on stream cues)."
              value={url}
              error={fieldError ?? undefined}
              onChange={setDraft}
            />
            <BusyButton busy={action.state === 'busy'} label="Save" />
          </form>
          {saved !== null && (
            <ConfirmButton
              label="Stop following"
              question="The server stops reading this stream. Stop following it?"
              confirmLabel="Yes, stop following"
              onConfirm={remove}
            />
          )}
          <ActionMessage action={said} />
        </>
      )}
    </section>
  )
}
