import { type FormEvent, useState } from 'react'
import { type OriginEntry, OriginInputSchema } from '../../shared/api/studio'
import { useAction } from './actions'
import { checkForm } from './forms'
import { OriginItem } from './OriginItem'
import type { SectionProps } from './sections'
import { ActionMessage, BusyButton, TextField } from './ui'

/** What adding said: the origin that was stored, and that it is not what was typed when so. */
export function addedText(typed: string, origin: string): string {
  return typed.trim() === origin
    ? `Added ${origin}.`
    : `Added ${origin} (the origin of “${typed.trim()}”).`
}

/**
 * The origins a channel's widget may appear on: each with whether it is verified (and, until it
 * is, how to verify it), and for owners Add, Verify and Remove.
 */
export function OriginsPanel({ studio, channel, onChannel }: SectionProps) {
  const owner = channel.role === 'owner'
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>()
  const { action, run } = useAction()
  const busy = action.state === 'busy'
  const update = (origins: OriginEntry[]) => onChannel({ ...channel, origins })

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(OriginInputSchema, draft)
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0])
      document.getElementById('origin-input')?.focus()
      return
    }
    setError(undefined)
    const origin = checked.value
    const added = await run(
      () => studio.api.addOrigin(channel.id, origin),
      (origins) => {
        update(origins)
        return `${addedText(draft, origin)} Verify it below, and the live store may appear on its pages.`
      },
    )
    if (added) setDraft('')
  }

  const remove = (origin: string) =>
    void run(
      () => studio.api.removeOrigin(channel.id, origin),
      (origins) => {
        update(origins)
        return `Removed ${origin}. The live store no longer loads on its pages.`
      },
    )

  return (
    <div className="studio-panel">
      <h3>Your sites</h3>
      <p>
        The live store loads only on pages whose origin is on this list and verified: a token of
        this channel’s, put on the site, shows that you run it.
      </p>
      {channel.origins.length === 0 ? (
        <p className="studio-empty">
          No origins yet: the live store will not appear on any of your pages until you add one.
        </p>
      ) : (
        <ul className="studio-list" aria-label="Origins">
          {channel.origins.map((entry) => (
            <OriginItem
              key={entry.origin}
              studio={studio}
              channelId={channel.id}
              entry={entry}
              owner={owner}
              listBusy={busy}
              onRemove={remove}
              onOrigins={update}
            />
          ))}
        </ul>
      )}
      {owner ? (
        <form className="studio-form studio-inline-form" noValidate onSubmit={add}>
          <TextField
            id="origin-input"
            label="Add your page’s origin"
            hint="Your site’s address, such as https://tv.example.com; a page’s address works too: its origin is kept."
            type="url"
            placeholder="https://tv.example.com"
            value={draft}
            error={error}
            onChange={setDraft}
          />
          <BusyButton busy={busy} label="Add origin" />
        </form>
      ) : (
        <p className="studio-note">Only the channel’s owners can change or verify this list.</p>
      )}
      <ActionMessage action={action} />
    </div>
  )
}
