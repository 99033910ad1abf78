import { type KeyboardEvent, useEffect, useRef } from 'react'

/** The store's tabs, in order. */
export const TABS = [
  { id: 'live', label: 'Live' },
  { id: 'most-liked', label: 'Most liked' },
  { id: 'most-clicked', label: 'Most clicked' },
  { id: 'favourites', label: 'Favourites' },
] as const

export type TabId = (typeof TABS)[number]['id']

/** Element ids of a tab and its panel, unique per element instance. */
export function tabIds(prefix: string, tab: TabId) {
  return { tab: `${prefix}-tab-${tab}`, panel: `${prefix}-panel-${tab}` }
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/** Room kept beside a tab scrolled into view, clear of the list's edge fade. */
const EDGE = 28

/**
 * Scrolls the tab list sideways, and only it (never the page), so that `tab` is fully in view
 * and clear of the edge fades.
 */
export function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const box = list.getBoundingClientRect()
  const at = tab.getBoundingClientRect()
  const left = at.left - box.left - EDGE
  const right = at.right - box.right + EDGE
  // The browser stops the scroll at either end, where there is no fade to keep clear of.
  if (left < 0) list.scrollLeft += left
  else if (right > 0) list.scrollLeft += right
}

/**
 * An ARIA tablist: one tab in the Tab order (roving tabindex), arrow keys, Home and End
 * move focus and select at once (automatic activation: panels are cheap to show). The tabs
 * fit a phone's width; where they cannot, the list scrolls sideways with an edge fade on the
 * side that has more, and the selected tab (or the pulsing one) is scrolled into view.
 */
export function Tabs({
  selected,
  onSelect,
  idPrefix,
  pulse,
}: {
  selected: TabId
  onSelect: (tab: TabId) => void
  idPrefix: string
  /** A tab that pulses (Favourites, after an up-vote). */
  pulse?: TabId | null
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const reveal = (id: TabId) => {
    const tab = buttons.current[TABS.findIndex((each) => each.id === id)]
    if (tab?.parentElement) revealTab(tab.parentElement, tab)
  }
  // The selected tab when it changes; the pulsing one while it pulses, then the selected again.
  // Not the first tab as the list first shows: it is in view already, and measuring it would
  // make the browser lay the widget out once more while it starts (issue 17).
  const shown = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on these changes only
  useEffect(() => {
    const first = !shown.current
    shown.current = true
    if (!(first && selected === TABS[0]?.id)) reveal(selected)
  }, [selected])
  const pulsed = useRef(pulse ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on these changes only
  useEffect(() => {
    const before = pulsed.current
    pulsed.current = pulse ?? null
    if (pulse) reveal(pulse)
    else if (before) reveal(selected)
  }, [pulse])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEP[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(
      TABS.findIndex((tab) => tab.id === selected),
      TABS.length,
    )
    const tab = TABS[next]
    if (!tab) return
    onSelect(tab.id)
    buttons.current[next]?.focus()
  }
  return (
    <div className="tabs" role="tablist" aria-label="Products" onKeyDown={onKeyDown}>
      {TABS.map((tab, index) => {
        const ids = tabIds(idPrefix, tab.id)
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className={tab.id === pulse ? 'tab pulse' : 'tab'}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
