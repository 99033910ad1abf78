import { useEffect, useRef, useState } from 'react'
import { CHANNEL_KEY_HEADER, DEFAULT_API_PATH, paths } from '../../shared/api/paths'
import { CopyButton } from '../ui'
import { useAction } from './actions'
import type { SectionProps } from './sections'
import { ActionMessage, ConfirmButton } from './ui'

/** The command that sends a caption with the channel key (`POST {api}/channels/{id}/context`). */
export function contextCommand(origin: string, channelId: string, key: string): string {
  const url = `${origin}${DEFAULT_API_PATH}${paths.channelContext(channelId)}`
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H '${CHANNEL_KEY_HEADER}: ${key}' \\`,
    `  -d '{"caption": "What is on screen right now"}'`,
  ].join('\n')
}

function NewKey({
  origin,
  channelId,
  keyText,
}: {
  origin: string
  channelId: string
  keyText: string
}) {
  const command = contextCommand(origin, channelId, keyText)
  // The button that made it may have changed under the keyboard: bring focus to the key.
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <div className="studio-panel" ref={panel} tabIndex={-1}>
      <p>
        <strong>Your new key, shown only this once.</strong> Keep it where your systems can read it,
        not in a web page.
      </p>
      <pre className="code" data-testid="channel-key">
        <code>{keyText}</code>
      </pre>
      <CopyButton text={keyText} label="Copy the key" />
      <p>Send what is on screen with it, and the live store matches it:</p>
      <pre className="code" data-testid="context-command">
        <code>{command}</code>
      </pre>
      <CopyButton text={command} label="Copy the command" />
    </div>
  )
}

/** "Channel key": owners make a new key (shown once) for telling us what is on air. */
export function KeySection({ studio, channel, onChannel }: SectionProps) {
  const [made, setMade] = useState<string | null>(null)
  const { action, run } = useAction()
  const intro = (
    <p>
      Your own systems use the channel key to tell Shoppable TV what is on screen, so the live store
      matches your real broadcast.{' '}
      {channel.keyIssued ? 'A key has been made.' : 'No key has been made yet.'}
    </p>
  )
  if (channel.role !== 'owner') {
    return (
      <>
        {intro}
        <p className="studio-note">Only the channel’s owners can make a key.</p>
      </>
    )
  }
  const make = () =>
    void run(
      () => studio.api.makeKey(channel.id),
      (key) => {
        setMade(key)
        onChannel({ ...channel, keyIssued: true })
        return 'A new key is ready below.'
      },
    )
  const busy = action.state === 'busy'
  return (
    <>
      {intro}
      {channel.keyIssued ? (
        <>
          <p>Making a new key stops the old one at once: update your systems with the new one.</p>
          <ConfirmButton
            label="Make a new key"
            question="The current key stops working at once. Make a new key?"
            confirmLabel="Yes, make a new key"
            onConfirm={make}
          />
        </>
      ) : (
        <button type="button" disabled={busy} onClick={make}>
          Make a new key
        </button>
      )}
      <ActionMessage action={action} />
      {made && <NewKey origin={studio.env.origin} channelId={channel.id} keyText={made} />}
    </>
  )
}
