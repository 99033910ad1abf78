import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { ApiError } from '../../shared/api/errors'
import { LIVE_POLL_MS } from '../../shared/constants'
import type { Action } from './actions'
import { actionText } from './problem'

/** How soon an open widget follows a change to the feed: its poll, LIVE_POLL_MS. */
export const FEED_DELAY = `${LIVE_POLL_MS / 1000} s`

/**
 * Where an action's outcome is read out: a polite status for what is under way (`busyText`)
 * and what was done (always present, so screen readers announce changes to it) and an alert
 * for what failed.
 */
export function ActionMessage({ action, busyText }: { action: Action; busyText?: string }) {
  return (
    <>
      <p className="studio-status" role="status">
        {action.state === 'done' ? action.message : action.state === 'busy' ? busyText : ''}
      </p>
      {action.state === 'failed' && (
        <p className="studio-error" role="alert">
          {action.message}
        </p>
      )}
    </>
  )
}

/**
 * A form's one action, in a paragraph: it says what it is doing (`busyLabel`) and takes no
 * second press while its request is under way.
 */
export function BusyButton({
  busy,
  label,
  busyLabel = 'Saving…',
  onClick,
}: {
  busy: boolean
  label: string
  busyLabel?: string
  /** A plain button with this; without it, the form's submit button. */
  onClick?: () => void
}) {
  return (
    <p>
      <button type={onClick ? 'button' : 'submit'} disabled={busy} onClick={onClick}>
        {busy ? busyLabel : label}
      </button>
    </p>
  )
}

type FieldProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: ReactNode
  /** A longer text: a textarea. */
  multiline?: boolean
  type?: 'text' | 'email' | 'url' | 'search'
  placeholder?: string
  maxLength?: number
  autoComplete?: string
}

/** A labelled text input with its hint and its error, tied to it for screen readers. */
export function TextField(props: FieldProps) {
  const { id, label, value, onChange, error, hint, multiline, placeholder, maxLength } = props
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const common = {
    id,
    name: id,
    value,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="studio-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={props.type === 'text' || props.type === undefined ? undefined : false}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error && (
        <p className="studio-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

type SelectProps<T extends string> = {
  id: string
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}

/** A labelled select of fixed choices. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: SelectProps<T>) {
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

type ConfirmProps = {
  /** The button that asks. */
  label: string
  /** Said to screen readers after the label, where the list has several ("Remove" whom). */
  hiddenLabel?: string
  /** What happens, said before it does. */
  question: string
  /** The button that does it. */
  confirmLabel: string
  onConfirm: () => void
}

/**
 * A button that asks before it acts, styled as the destructive act it is: the question and
 * "Yes"/"Cancel" appear in its place, focus moves to the confirming button, and Cancel (or
 * Escape) brings focus back.
 */
export function ConfirmButton({
  label,
  hiddenLabel,
  question,
  confirmLabel,
  onConfirm,
}: ConfirmProps) {
  const [asking, setAsking] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const askRef = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (asking) confirmRef.current?.focus()
    else if (moved.current) askRef.current?.focus()
    moved.current = asking
  }, [asking])
  if (!asking) {
    return (
      // Never disabled: focus returns here after "Yes" while the request is under way (the
      // action itself refuses a second run meanwhile).
      <button ref={askRef} type="button" className="danger" onClick={() => setAsking(true)}>
        {label}
        {hiddenLabel && <span className="visually-hidden"> {hiddenLabel}</span>}
      </button>
    )
  }
  return (
    <fieldset
      className="studio-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false)
      }}
    >
      <legend>{question}</legend>
      <button
        ref={confirmRef}
        type="button"
        className="danger strong"
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  )
}

/** What a section says when it could not load something, with a retry. */
export function LoadProblem({
  what,
  error,
  onRetry,
}: {
  /** What failed to load, as a sentence's subject ("The schedule"). */
  what: string
  error: ApiError
  onRetry: () => void
}) {
  return (
    <div className="studio-problem">
      <p className="studio-error" role="alert">
        {what} could not be loaded. {actionText(error)}
      </p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
