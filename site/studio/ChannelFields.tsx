import type { ReactNode } from 'react'
import { CHANNEL_LIMITS } from '../../shared/api/studio'
import type { Theme, View } from '../../shared/bridge/protocol'
import { SelectField, TextField } from './ui'

/** The editable fields of a channel, as the forms hold them. */
export type ChannelFieldValues = {
  name: string
  topic: string
  description: string
  defaultView: View
  defaultTheme: Theme
}

export const VIEW_OPTIONS: readonly { value: View; label: string }[] = [
  { value: 'full', label: 'Full: the live store and the viewer’s account' },
  { value: 'store', label: 'Store: the live store only' },
  { value: 'account', label: 'Account: the viewer’s account and rewards only' },
]

export const THEME_OPTIONS: readonly { value: Theme; label: string }[] = [
  { value: 'auto', label: 'Auto: follows the viewer’s device' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
]

type Props = {
  /** Makes the ids unique on the page (`create`, `settings`). */
  prefix: string
  values: ChannelFieldValues
  errors: Readonly<Record<string, string>>
  onChange: (change: Partial<ChannelFieldValues>) => void
  /** A field shown right after the name (the new channel's id, suggested from it). */
  afterName?: ReactNode
}

/** Name, topic, description, default view and theme: the same fields to create and to edit. */
export function ChannelFields({ prefix, values, errors, onChange, afterName }: Props) {
  return (
    <>
      <TextField
        id={`${prefix}-name`}
        label="Name"
        hint="What viewers see, such as “Wild TV”."
        value={values.name}
        maxLength={CHANNEL_LIMITS.name}
        error={errors.name}
        onChange={(name) => onChange({ name })}
      />
      {afterName}
      <TextField
        id={`${prefix}-topic`}
        label="Topic"
        hint="A word or two about what you broadcast, such as “Outdoors”. Matches of this topic come first."
        value={values.topic}
        maxLength={CHANNEL_LIMITS.topic}
        error={errors.topic}
        onChange={(topic) => onChange({ topic })}
      />
      <TextField
        id={`${prefix}-description`}
        label="Description (optional)"
        value={values.description}
        multiline
        maxLength={CHANNEL_LIMITS.description}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
      <SelectField
        id={`${prefix}-view`}
        label="What the widget shows at first"
        value={values.defaultView}
        options={VIEW_OPTIONS}
        onChange={(defaultView) => onChange({ defaultView })}
      />
      <SelectField
        id={`${prefix}-theme`}
        label="Theme"
        value={values.defaultTheme}
        options={THEME_OPTIONS}
        onChange={(defaultTheme) => onChange({ defaultTheme })}
      />
    </>
  )
}
