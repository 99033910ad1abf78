import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react'

/** What in a card can hold focus: its links and buttons. */
const FOCUSABLE = 'a[href], button'

/**
 * Keeps the viewer's focus in a card drawn anew (issue 17: a card whose content changes is a
 * new element, `cardKey`). The element that had focus leaves with its old card, and the
 * browser drops focus; when a card of the same product (`data-key`) has taken its place in
 * `list`, the element at the same place in the new card takes focus; when none has, the list
 * itself does (it is focusable: `tabIndex={-1}`), not the page's body. Focus the viewer moved
 * away leaves its card in place and is not brought back. Returns the list's
 * `onBlurCapture` (a blur does not bubble; caught on its way down, the list hears its cards').
 */
export function useFocusThroughRedraws(
  list: RefObject<HTMLElement | null>,
): (event: FocusEvent<HTMLElement>) => void {
  // The old card and where in it the focused element was.
  const lost = useRef<[HTMLElement, number] | null>(null)
  useLayoutEffect(() => {
    const [card, index = -1] = lost.current ?? []
    lost.current = null
    if (card?.isConnected !== false) return
    // A card that left for good (voted "Not for me", say) leaves focus on the list.
    list.current?.focus({ preventScroll: true })
    for (const child of list.current?.children ?? []) {
      if (child instanceof HTMLElement && child.dataset.key === card.dataset.key) {
        child.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true })
      }
    }
  })
  return ({ target, relatedTarget }) => {
    const card = relatedTarget ? null : target.closest<HTMLElement>('[data-key]')
    lost.current = card && [card, [...card.querySelectorAll(FOCUSABLE)].indexOf(target)]
  }
}
