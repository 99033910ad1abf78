import { type FormEvent, useState } from 'react'
import { type ChannelEdit, ChannelEditSchema, type StudioChannel } from '../../shared/api/studio'
import { useAction } from './actions'
import {
  ChannelFields,
  type ChannelFieldValues,
  THEME_OPTIONS,
  VIEW_OPTIONS,
} from './ChannelFields'
import { focusFirstError } from './CreateChannelForm'
import { checkForm } from './forms'
import type { SectionProps } from './sections'
import { ActionMessage, BusyButton, ConfirmButton } from './ui'

const FIELD_IDS: Record<string, string> = {
  name: 'settings-name',
  topic: 'settings-topic',
  description: 'settings-description',
}

function fieldsOf(channel: StudioChannel): ChannelFieldValues {
  const { name, topic, description, defaultView, defaultTheme } = channel
  return { name, topic, description, defaultView, defaultTheme }
}

/** Only the fields that differ from the channel: what the PATCH sends. */
export function changedFields(channel: StudioChannel, values: ChannelFieldValues): ChannelEdit {
  const edit: ChannelEdit = {}
  const differs = (now: string, before: string) => now.trim() !== before.trim()
  if (differs(values.name, channel.name)) edit.name = values.name
  if (differs(values.topic, channel.topic)) edit.topic = values.topic
  if (differs(values.description, channel.description)) edit.description = values.description
  if (values.defaultView !== channel.defaultView) edit.defaultView = values.defaultView
  if (values.defaultTheme !== channel.defaultTheme) edit.defaultTheme = values.defaultTheme
  return edit
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

/** The settings as an editor sees them: read, not changed. */
function ReadOnlySettings({ channel }: { channel: StudioChannel }) {
  return (
    <>
      <dl className="studio-facts">
        <dt>Name</dt>
        <dd>{channel.name}</dd>
        <dt>Topic</dt>
        <dd>{channel.topic}</dd>
        <dt>Description</dt>
        <dd>{channel.description || 'None'}</dd>
        <dt>What the widget shows at first</dt>
        <dd>{labelOf(VIEW_OPTIONS, channel.defaultView)}</dd>
        <dt>Theme</dt>
        <dd>{labelOf(THEME_OPTIONS, channel.defaultTheme)}</dd>
      </dl>
      <p className="studio-note">Only the channel’s owners can change these or archive it.</p>
    </>
  )
}

function SettingsForm({ studio, channel, onChannel }: SectionProps) {
  const [values, setValues] = useState(() => fieldsOf(channel))
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const { action, run, fail } = useAction()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const edit = changedFields(channel, values)
    if (Object.keys(edit).length === 0) {
      setErrors({})
      fail('Nothing to save: no field has changed.')
      return
    }
    const checked = checkForm(ChannelEditSchema, edit)
    if (!checked.ok) {
      setErrors(checked.errors)
      focusFirstError(checked.errors, FIELD_IDS)
      return
    }
    setErrors({})
    await run(
      () => studio.api.editChannel(channel.id, checked.value),
      (saved) => {
        onChannel(saved)
        setValues(fieldsOf(saved))
        return 'Saved. Viewers see the changes on their next visit.'
      },
    )
  }

  return (
    <form className="studio-form" noValidate onSubmit={save} aria-labelledby="settings-title">
      <ChannelFields
        prefix="settings"
        values={values}
        errors={errors}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      />
      <BusyButton busy={action.state === 'busy'} label="Save changes" />
      <ActionMessage action={action} />
    </form>
  )
}

function Archiving({ studio, channel, onChannel }: SectionProps) {
  const { action, run } = useAction()
  const archived = channel.archived
  const setArchived = (next: boolean) =>
    void run(
      () => studio.api.editChannel(channel.id, { archived: next }),
      (saved) => {
        onChannel(saved)
        return next
          ? 'Archived. Viewers now get “not found” for this channel.'
          : 'Restored. Viewers see the channel again.'
      },
    )
  return (
    <div className="studio-panel">
      <h3>{archived ? 'Restore the channel' : 'Archive the channel'}</h3>
      <p>
        {archived
          ? 'This channel is archived: viewers get “not found” and the live store does not load on your pages. Everything is kept; restore it to bring it back.'
          : 'Archiving hides the channel from viewers: they get “not found” and the live store stops loading on your pages. Its settings, origins, members and matches are kept, and you can restore it at any time.'}
      </p>
      <ConfirmButton
        label={archived ? 'Restore the channel' : 'Archive the channel'}
        question={
          archived
            ? 'Restore this channel? Viewers will see it again at once.'
            : 'Archive this channel? Viewers will get “not found” at once.'
        }
        confirmLabel={archived ? 'Yes, restore it' : 'Yes, archive it'}
        onConfirm={() => setArchived(!archived)}
      />
      <ActionMessage action={action} />
    </div>
  )
}

/** "Settings": owners edit the channel and archive or restore it; editors read it. */
export function SettingsSection(props: SectionProps) {
  if (props.channel.role !== 'owner') return <ReadOnlySettings channel={props.channel} />
  return (
    <>
      <SettingsForm {...props} />
      <Archiving {...props} />
    </>
  )
}
