import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { browserEnv } from '../env'
import { ONBOARDING_STEPS } from './steps'
import { $onboarding, endOnboarding, scheduleOnboarding, showStep } from './store'

/**
 * The onboarding tutorial (spec §2, §4): a modal dialog a guest sees once, 1 s after
 * load. The native dialog keeps focus inside while open and closes on Escape (which
 * counts as a skip); focus returns to where it was.
 */
export function OnboardingTutorial() {
  const state = useStore($onboarding)
  const dialog = useRef<HTMLDialogElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef<Element | null>(null)

  useEffect(() => scheduleOnboarding(browserEnv()), [])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (state.open && !element.open) {
      returnFocus.current = document.activeElement
      element.showModal()
      next.current?.focus()
    } else if (!state.open && element.open) {
      element.close()
    }
  }, [state.open])

  const step = state.open ? state.step : 0
  // Back disappears on the first step: keep focus in the dialog when it was there.
  useEffect(() => {
    if (step === 0 && dialog.current?.open && !dialog.current.contains(document.activeElement)) {
      next.current?.focus()
    }
  }, [step])

  const onClose = () => {
    if ($onboarding.get().open) endOnboarding(browserEnv())
    const previous = returnFocus.current
    returnFocus.current = null
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
  }

  const current = ONBOARDING_STEPS[step]
  const last = step === ONBOARDING_STEPS.length - 1
  return (
    <dialog
      ref={dialog}
      className="onboarding"
      aria-labelledby="onboarding-title"
      aria-describedby="onboarding-body"
      onClose={onClose}
    >
      {state.open && current && (
        <>
          <div aria-live="polite">
            <p className="onboarding-progress">
              Step {step + 1} of {ONBOARDING_STEPS.length}
            </p>
            <h2 id="onboarding-title">{current.title}</h2>
            <p id="onboarding-body">{current.body}</p>
          </div>
          <ol className="onboarding-dots" aria-hidden="true">
            {ONBOARDING_STEPS.map((item, index) => (
              <li key={item.title} data-current={index === step ? '' : undefined} />
            ))}
          </ol>
          <div className="onboarding-actions">
            <button
              type="button"
              className="link-button"
              onClick={() => endOnboarding(browserEnv())}
            >
              Skip tutorial
            </button>
            {step > 0 && (
              <button type="button" className="secondary" onClick={() => showStep(step - 1)}>
                Back
              </button>
            )}
            <button
              type="button"
              ref={next}
              onClick={() => (last ? endOnboarding(browserEnv()) : showStep(step + 1))}
            >
              {last ? 'Start watching' : 'Next'}
            </button>
          </div>
        </>
      )}
    </dialog>
  )
}
