import { useEffect, useState } from 'react'
import type { ApprovalMode } from '../../shared/api/studio'

export const APPROVAL_LABEL: Record<ApprovalMode, string> = {
  auto: 'Matches go live at once',
  review: 'Matches wait for approval',
}

type Props = {
  mode: ApprovalMode
  pending: number
  /** Changes the mode, for owners; absent for editors, who see it as text. */
  onChange?: ((mode: ApprovalMode) => Promise<boolean>) | undefined
  busy: boolean
}

/** Whether new matches go live at once or wait in the Studio, and how many wait. */
export function ApprovalPanel({ mode, pending, onChange, busy }: Props) {
  // The choice shows at once; a refused change goes back to the channel's mode.
  const [shown, setShown] = useState(mode)
  useEffect(() => setShown(mode), [mode])
  const choose = async (choice: ApprovalMode) => {
    setShown(choice)
    if (onChange && !(await onChange(choice))) setShown(mode)
  }
  const waiting =
    pending === 0
      ? 'No match is waiting for approval.'
      : `${pending} ${pending === 1 ? 'match is' : 'matches are'} waiting for approval.`
  return (
    <div className="studio-approval">
      {onChange ? (
        <fieldset className="studio-choice">
          <legend>New matches</legend>
          {(['auto', 'review'] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="approval"
                value={choice}
                checked={shown === choice}
                disabled={busy}
                onChange={() => void choose(choice)}
              />{' '}
              {APPROVAL_LABEL[choice]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          New matches: <strong>{APPROVAL_LABEL[mode].toLowerCase()}</strong>. Only the channel’s
          owners can change this.
        </p>
      )}
      <p data-testid="pending-count">{waiting}</p>
    </div>
  )
}
