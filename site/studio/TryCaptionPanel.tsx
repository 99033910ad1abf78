import { type FormEvent, useState } from 'react'
import { shownToViewers, TRY_LIMITS, type TriedMatch } from '../../shared/api/studio'
import { KIND_LABEL, reasonText, scoreText, splitNames } from './on-air'
import { actionText } from './problem'
import type { SectionProps } from './sections'
import { BusyButton, TextField } from './ui'

/** A try: not sent yet, on its way, answered with its matches, or failed with why. */
type Tried =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; caption: string; matches: TriedMatch[] }
  | { state: 'failed'; message: string }

export function TriedMatches({ matches }: { matches: TriedMatch[] }) {
  if (!matches.length) {
    return <p className="studio-empty">Nothing in the catalog matches this caption.</p>
  }
  return (
    <ol className="studio-matches" aria-label="What would match">
      {matches.map((match) => (
        <li key={match.productId}>
          <strong>{match.title}</strong>
          <span className="studio-meta">
            {match.vendor} · {match.type} · {KIND_LABEL[match.reason.kind]} · confidence{' '}
            {scoreText(match.score)}
          </span>
          <span>{reasonText(match.reason)}</span>
          {!shownToViewers(match) ? (
            <span className="studio-held">
              Not sure enough: viewers would not see it (it would wait for review on an
              approve-first channel).
            </span>
          ) : match.reason.kind === 'contextual' && match.reason.bestByWords ? (
            <span className="studio-held">
              Shown though unsure: among the best matches by words, while no item has a vector to
              match by meaning.
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** "Try a caption": what would match what is said on air, and why; nothing is stored. */
export function TryCaptionPanel({ studio, channel }: SectionProps) {
  const [caption, setCaption] = useState('')
  const [names, setNames] = useState('')
  const [tried, setTried] = useState<Tried>({ state: 'idle' })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (tried.state === 'busy') return
    setTried({ state: 'busy' })
    const result = await studio.api.tryCaption(channel.id, caption, splitNames(names))
    setTried(
      result.ok
        ? { state: 'done', caption, matches: result.data }
        : { state: 'failed', message: actionText(result.error) },
    )
  }
  return (
    <section className="studio-panel" aria-labelledby="try-title">
      <h3 id="try-title">Try a caption</h3>
      <p>See what the live store would show for a line said on air, and why. Nothing is stored.</p>
      <form className="studio-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="try-caption"
          label="What is said on air"
          multiline
          maxLength={TRY_LIMITS.caption}
          value={caption}
          onChange={setCaption}
        />
        <TextField
          id="try-names"
          label="Names on screen (optional)"
          hint="Brands or products shown on screen, separated by commas."
          value={names}
          onChange={setNames}
        />
        <BusyButton busy={tried.state === 'busy'} label="Try it" busyLabel="Trying…" />
      </form>
      <div aria-live="polite" data-testid="try-result">
        {tried.state === 'done' && (
          <>
            <p className="studio-note">
              For “{tried.caption}”: {tried.matches.length}{' '}
              {tried.matches.length === 1 ? 'match' : 'matches'}.
            </p>
            <TriedMatches matches={tried.matches} />
          </>
        )}
      </div>
      {tried.state === 'failed' && (
        <p className="studio-error" role="alert">
          {tried.message}
        </p>
      )}
    </section>
  )
}
