import { useEffect, useRef } from 'react'
import type { OriginEntry } from '../../shared/api/studio'
import { verificationMetaTag } from '../../shared/origin-verification'
import { CodeBlock, CopyButton } from '../ui'
import { useAction } from './actions'
import type { Studio } from './context'
import { PROOF_TEXT, verificationFileUrl, verifyOutcome } from './origins'
import { utcText } from './time'
import { ActionMessage } from './ui'

type Props = {
  studio: Studio
  channelId: string
  entry: OriginEntry
  /** Owners verify and remove; editors read. */
  owner: boolean
  /** Another action of the list is under way: Remove waits. */
  listBusy: boolean
  onRemove: (origin: string) => void
  /** The channel's origins as the server answered them. */
  onOrigins: (entries: OriginEntry[]) => void
}

/**
 * One registered origin: whether it is verified and, while it is not, its token, the two ways
 * to put it on the site (each copyable) and, for owners, Verify with what it found.
 */
export function OriginItem({
  studio,
  channelId,
  entry,
  owner,
  listBusy,
  onRemove,
  onOrigins,
}: Props) {
  const { origin } = entry
  const { action, run } = useAction()
  const busy = action.state === 'busy'
  const head = useRef<HTMLDivElement>(null)
  const verifiedByPress = useRef(false)
  // The Verify button goes once the origin is verified: focus moves to what says so.
  useEffect(() => {
    if (entry.state === 'verified' && verifiedByPress.current) head.current?.focus()
  }, [entry.state])
  const verify = () =>
    void run(
      () => studio.api.verifyOrigin(channelId, origin),
      (entries) => {
        verifiedByPress.current = true
        onOrigins(entries)
        return verifyOutcome(entries, origin)
      },
    )
  return (
    <li className="studio-origin">
      <div className="studio-origin-head" ref={head} tabIndex={-1}>
        <span className="studio-member">
          <code>{origin}</code>
          <span className={`studio-badge ${entry.state}`}>
            {entry.state === 'verified' ? 'Verified' : 'Not verified'}
          </span>
        </span>
        {owner && (
          <button
            type="button"
            className="danger"
            disabled={listBusy || busy}
            onClick={() => onRemove(origin)}
          >
            Remove<span className="visually-hidden"> {origin}</span>
          </button>
        )}
      </div>
      {entry.state === 'verified' ? (
        <p className="studio-note">
          Verified {utcText(entry.verifiedAt)}: {PROOF_TEXT[entry.verifiedBy]}.
        </p>
      ) : (
        <Unverified entry={entry} showLastCheck={action.state === 'idle'} />
      )}
      {owner && entry.state === 'unverified' && (
        <p>
          <button type="button" disabled={busy} onClick={verify}>
            {busy ? 'Verifying…' : 'Verify'}
            <span className="visually-hidden"> {origin}</span>
          </button>
        </p>
      )}
      <ActionMessage action={action} busyText={`Looking for the token on ${origin}…`} />
    </li>
  )
}

/** What to put where, and what the last check found (until Verify is pressed here again). */
function Unverified({
  entry,
  showLastCheck,
}: {
  entry: Extract<OriginEntry, { state: 'unverified' }>
  showLastCheck: boolean
}) {
  const { origin, token, lastCheck } = entry
  return (
    <div className="studio-verify">
      <p>
        The live store does not load here until you show that you run this site: put its token there
        in one of two ways, then press Verify.
      </p>
      <p className="studio-token">
        Token: <code data-testid="origin-token">{token}</code>
      </p>
      <CopyButton text={token} label="Copy the token" />
      <ol>
        <li>
          A text file at <code>{verificationFileUrl(origin)}</code> that contains the token (other
          lines may be there too), or
        </li>
        <li>
          this tag in the <code>&lt;head&gt;</code> of the home page, <code>{origin}/</code>:
          <CodeBlock
            text={verificationMetaTag(token)}
            testId="origin-meta-tag"
            copyLabel="Copy the meta tag"
          />
        </li>
      </ol>
      {showLastCheck && lastCheck && (
        <p className="studio-error">
          Not verified when checked {utcText(lastCheck.at)}: {lastCheck.message}
        </p>
      )}
    </div>
  )
}
