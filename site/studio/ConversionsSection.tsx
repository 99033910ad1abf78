import { useEffect, useRef, useState } from 'react'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { CopyButton } from '../ui'
import { useAction } from './actions'
import type { SectionProps } from './sections'
import { ActionMessage, ConfirmButton } from './ui'

function NewSecret({ secret }: { secret: string }) {
  // The button that made it may have changed under the keyboard: bring focus to the secret.
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <div className="studio-panel" ref={panel} tabIndex={-1}>
      <p>
        <strong>Your new conversion secret, shown only this once.</strong> Keep it on your store’s
        server, never in a web page: whoever has it can report sales for this channel.
      </p>
      <pre className="code" data-testid="conversion-secret">
        <code>{secret}</code>
      </pre>
      <CopyButton text={secret} label="Copy the secret" />
    </div>
  )
}

/**
 * "Conversions": owners make the secret a retailer signs its conversions with (HMAC-SHA256),
 * shown once; members see only whether one is set.
 */
export function ConversionsSection({ studio, channel, onChannel }: SectionProps) {
  const [made, setMade] = useState<string | null>(null)
  const { action, run } = useAction()
  const intro = (
    <>
      <p>
        Your store reports the orders that followed a viewer’s click to{' '}
        <code>{`${DEFAULT_API_PATH}/conversions`}</code>, signed with this channel’s conversion
        secret; Insights then shows orders and revenue.{' '}
        {channel.conversionSecretSet
          ? 'A secret has been made.'
          : 'No secret has been made yet, so conversions are refused.'}
      </p>
      <p>
        How to sign them, with examples: <a href="/docs#conversions">Conversions in the docs</a>.
      </p>
    </>
  )
  if (channel.role !== 'owner') {
    return (
      <>
        {intro}
        <p className="studio-note">Only the channel’s owners can make a conversion secret.</p>
      </>
    )
  }
  const make = () =>
    void run(
      () => studio.api.makeConversionSecret(channel.id),
      (secret) => {
        setMade(secret)
        onChannel({ ...channel, conversionSecretSet: true })
        return 'A new secret is ready below.'
      },
    )
  const busy = action.state === 'busy'
  return (
    <>
      {intro}
      {channel.conversionSecretSet ? (
        <>
          <p>
            Making a new secret refuses conversions signed with the old one at once: update your
            store with the new one.
          </p>
          <ConfirmButton
            label="Make a new secret"
            question="Conversions signed with the current secret are refused from now on. Make a new secret?"
            confirmLabel="Yes, make a new secret"
            onConfirm={make}
          />
        </>
      ) : (
        <button type="button" disabled={busy} onClick={make}>
          Make a conversion secret
        </button>
      )}
      <ActionMessage action={action} />
      {made && <NewSecret secret={made} />}
    </>
  )
}
