import { useStore } from '@nanostores/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { browserEnv } from '../env'
import { ACCEPT_ALL, type Consent, OPTIONAL_CATEGORIES, REJECT_ALL } from './consent'
import {
  $consent,
  $consentPrompt,
  decideConsent,
  dismissConsentSettings,
  startConsent,
} from './store'

const LABELS = {
  analytics: 'Analytics: how pages and buy links are used',
  marketing: 'Marketing: which campaigns bring viewers',
  functional: 'Functional: conveniences such as display preferences',
} as const

/**
 * The cookie consent banner (spec §2, §3): accept all, reject all, or choose by category.
 * It asks on the first visit without moving focus; opened on request ('Cookie Settings',
 * 'Reset Cookie Preferences') it takes focus and gives it back when closed. It is prerendered,
 * waiting (buttons disabled) until the store has read the stored decision (issue 17).
 */
export function ConsentBanner() {
  const prompt = useStore($consentPrompt)
  const [choosing, setChoosing] = useState(false)
  const [draft, setDraft] = useState<Consent>(REJECT_ALL)
  const heading = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => startConsent(browserEnv()), [])

  const unread = prompt.open === 'unread'
  const requested = prompt.open === true && prompt.requested
  useEffect(() => {
    if (prompt.open === 'unread') return
    if (!prompt.open) {
      returnFocus.current?.focus()
      returnFocus.current = null
      return
    }
    setDraft($consent.get() ?? REJECT_ALL)
    setChoosing($consent.get() !== null)
    if (requested) {
      const active = document.activeElement
      if (active instanceof HTMLElement && active !== document.body) returnFocus.current = active
      heading.current?.focus()
    }
  }, [prompt.open, requested])

  // The page keeps what has focus clear of the banner: scrolling something into view (focus
  // moving to it, say) stops the banner's height above the window's bottom.
  const banner = useRef<HTMLElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the banner comes and goes with `prompt.open`
  useEffect(() => {
    const shown = banner.current
    if (!shown) return
    const page = document.documentElement.style
    // From the banner's top to the window's bottom (0 while it waits unseen: display none),
    // rounded up and a pixel more: a scroll lands on whole pixels, and a fraction short of the
    // banner's top would leave the focused element's edge under it.
    const observer = new ResizeObserver(() => {
      const { top, height } = shown.getBoundingClientRect()
      page.setProperty('--consent-height', `${height && Math.ceil(innerHeight - top) + 1}px`)
    })
    observer.observe(shown)
    return () => {
      observer.disconnect()
      page.removeProperty('--consent-height')
    }
  }, [prompt.open])

  if (!prompt.open) return null
  const decide = (next: Consent) => decideConsent(browserEnv(), next)
  // Until the stored decision is read (the prerendered page), the banner is there but waits:
  // a click before the page's code runs would do nothing, and a viewer with a decision stored
  // does not see it at all (styles.css, shared/early-scripts/consent.ts).
  const waits = unread || undefined
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismissConsentSettings()
  }
  return (
    // Escape is a shortcut for settings opened on request; every action is also a button.
    // One short sentence, so that on a phone the banner is a slim bottom bar (styles.css).
    <section
      ref={banner}
      className="consent"
      data-choosing={choosing ? '' : undefined}
      data-unread={unread ? '' : undefined}
      aria-labelledby="consent-title"
      onKeyDown={onKeyDown}
    >
      <h2 id="consent-title" ref={heading} tabIndex={-1}>
        Cookies
      </h2>
      <p>
        Necessary storage is always on; may we also use analytics, marketing and functional cookies?{' '}
        <a href="/cookies">Cookie policy</a>
      </p>
      {choosing && (
        <fieldset>
          <legend>Choose categories</legend>
          <label>
            <input type="checkbox" checked disabled />
            Necessary (always on)
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={draft[category]}
                onChange={(event) =>
                  setDraft({ ...draft, [category]: event.currentTarget.checked })
                }
              />
              {LABELS[category]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-actions">
        <button type="button" disabled={waits} onClick={() => decide(ACCEPT_ALL)}>
          Accept all
        </button>
        <button
          type="button"
          className="secondary"
          disabled={waits}
          onClick={() => decide(REJECT_ALL)}
        >
          Reject all
        </button>
        {choosing ? (
          <button
            type="button"
            className="secondary"
            disabled={waits}
            onClick={() => decide(draft)}
          >
            Save choices
          </button>
        ) : (
          <button
            type="button"
            className="secondary"
            disabled={waits}
            onClick={() => setChoosing(true)}
          >
            Choose
          </button>
        )}
      </div>
    </section>
  )
}
