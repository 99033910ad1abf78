import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { NewChannelSchema } from '../../shared/api/studio'
import { useAction } from './actions'
import { ChannelFields, type ChannelFieldValues } from './ChannelFields'
import type { Studio } from './context'
import { checkForm, suggestChannelId } from './forms'
import { ActionMessage, BusyButton, TextField } from './ui'

const EMPTY: ChannelFieldValues = {
  name: '',
  topic: '',
  description: '',
  defaultView: 'full',
  defaultTheme: 'auto',
}

/** The field ids of the form, by the schema's keys: where focus goes when one is wrong. */
const FIELD_IDS: Record<string, string> = {
  name: 'create-name',
  id: 'create-id',
  topic: 'create-topic',
  description: 'create-description',
}

/** Focuses the first field `errors` names, in the order the form shows them. */
export function focusFirstError(
  errors: Readonly<Record<string, string>>,
  ids: Record<string, string>,
) {
  const first = Object.keys(ids).find((field) => errors[field])
  const id = first ? ids[first] : undefined
  if (id) document.getElementById(id)?.focus()
}

/**
 * "Create a channel": the id follows the name as a slug until it is edited; the fields are
 * checked with the server's own schema before anything is sent, and the server's refusal
 * (an id taken) is shown beside the form. Success opens the new channel's page.
 */
export function CreateChannelForm({ studio }: { studio: Studio }) {
  const navigate = useNavigate()
  const [values, setValues] = useState(EMPTY)
  const [id, setId] = useState('')
  const [idEdited, setIdEdited] = useState(false)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const { action, run } = useAction()
  const shownId = idEdited ? id : suggestChannelId(values.name)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(NewChannelSchema, { id: shownId, ...values })
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstError(checked.errors, FIELD_IDS)
      return
    }
    setErrors({})
    const created = await run(
      () => studio.api.createChannel(checked.value),
      (channel) => `Created ${channel.name}.`,
    )
    if (created) navigate(`/studio/channels/${encodeURIComponent(checked.value.id)}`)
  }

  return (
    <form className="studio-form" noValidate onSubmit={submit} aria-labelledby="create-title">
      <ChannelFields
        prefix="create"
        values={values}
        errors={errors}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        afterName={
          <TextField
            id="create-id"
            label="Channel id"
            hint={
              <>
                Goes into your snippet as <code>channel-id</code>; it cannot be changed later. 3–64
                lower-case letters, digits and hyphens. We suggest one from the name.
              </>
            }
            value={shownId}
            error={errors.id}
            onChange={(next) => {
              setIdEdited(true)
              setId(next)
            }}
          />
        }
      />
      <BusyButton busy={action.state === 'busy'} label="Create the channel" busyLabel="Creating…" />
      <ActionMessage action={action} />
    </form>
  )
}
