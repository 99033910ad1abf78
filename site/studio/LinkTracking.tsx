import { useEffect, useState } from 'react'
import {
  AFFILIATE_PRESETS,
  DEFAULT_TRACKING_TEMPLATE,
  MAX_TRACKING_TEMPLATE,
  parseTemplate,
  withTracking,
} from '../../shared/api/attribution'
import type { FeedSummary } from '../../shared/api/feeds'
import { useAction } from './actions'
import type { Studio } from './context'
import { ActionMessage, BusyButton, SelectField, TextField } from './ui'

type Props = {
  studio: Studio
  channelId: string
  feed: FeedSummary
  onFeed(feed: FeedSummary): void
}

/** An affiliate network's preset: the default UTM parameters and its own click id parameter. */
const presets = [
  { value: 'utm', label: 'UTM parameters (default)', template: DEFAULT_TRACKING_TEMPLATE },
  ...AFFILIATE_PRESETS.map(({ network, parameter }) => ({
    value: network,
    label: `${network}: UTM and ${parameter}`,
    template: `${DEFAULT_TRACKING_TEMPLATE}&${parameter}={click_id}`,
  })),
  { value: 'none', label: 'Nothing added', template: '' },
]
type Preset = (typeof presets)[number]['value'] | 'custom'

const presetOf = (template: string): Preset =>
  presets.find((preset) => preset.template === template.trim())?.value ?? 'custom'

/** What a buy link of this feed would look like, or why the parameters are not usable. */
function preview(template: string): { ok: true; link: string } | { ok: false; message: string } {
  const parsed = parseTemplate(template)
  if (!parsed.ok) return parsed
  const link = withTracking('https://shop.example/item/123', parsed.pairs, {
    click_id: 'Xq3Zb9YkR2mW7pLd0Tn4Aa',
    channel: 'your-channel',
    segment: '12:3',
    item_id: 'SKU-123',
  })
  return { ok: true, link: link ?? '' }
}

/**
 * A feed's link tracking (issue 65): the parameters its items' buy links get on the way out
 * through our redirect, from a preset or typed, with an example link, saved on the feed.
 */
export function LinkTracking({ studio, channelId, feed, onFeed }: Props) {
  const saved = feed.trackingTemplate ?? DEFAULT_TRACKING_TEMPLATE
  const [template, setTemplate] = useState(saved)
  useEffect(() => setTemplate(saved), [saved])
  const { action, run } = useAction()
  const id = `feed-${feed.id}-tracking`
  const shown = preview(template)
  const save = () =>
    void run(
      () =>
        studio.api.editFeed(channelId, feed.id, {
          trackingTemplate: template.trim() === DEFAULT_TRACKING_TEMPLATE ? null : template,
        }),
      (edited) => {
        onFeed(edited)
        return `Saved: ${edited.name}'s buy links go out with these parameters.`
      },
    )
  return (
    <form
      className="feed-tracking"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        if (shown.ok) save()
      }}
    >
      <h5 id={`${id}-title`}>Link tracking</h5>
      <p className="studio-hint">
        Buy links leave through our redirect, which adds these parameters to each item’s link.{' '}
        <code>{'{click_id}'}</code> is new for every visit: your affiliate network or shop sends it
        back with the order, so the sale counts for this channel.
      </p>
      <SelectField
        id={`${id}-preset`}
        label="Start from"
        value={presetOf(template)}
        options={[
          ...presets.map(({ value, label }) => ({ value, label })),
          { value: 'custom', label: 'Your own parameters' },
        ]}
        onChange={(value) => {
          const preset = presets.find((p) => p.value === value)
          if (preset) setTemplate(preset.template)
        }}
      />
      <TextField
        id={id}
        label="Parameters"
        value={template}
        onChange={setTemplate}
        maxLength={MAX_TRACKING_TEMPLATE}
        hint={
          <>
            <code>name=value</code> joined by <code>&amp;</code>; values may use{' '}
            <code>{'{click_id}'}</code>, <code>{'{channel}'}</code>, <code>{'{segment}'}</code> and{' '}
            <code>{'{item_id}'}</code>.
          </>
        }
        error={shown.ok ? undefined : shown.message}
      />
      {shown.ok && (
        <p className="studio-meta" id={`${id}-example`}>
          Example: <code>{shown.link}</code>
        </p>
      )}
      <BusyButton busy={action.state === 'busy'} label="Save link tracking" />
      <ActionMessage action={action} busyText="Saving…" />
    </form>
  )
}
