import { useLayoutEffect, useRef } from 'react'
import { Icon } from '../ui/icons'
import { AccountSidebar, type AccountSidebarProps } from './AccountSidebar'

/**
 * Not in the spec (issue 13): the account sidebar in a modal dialog, opened from the account
 * bar (AccountEntry): a sheet from the bottom on phones, a drawer from the side on wider
 * screens. Modal, so focus moves in and stays inside; Escape or Close shut it, and `onClose`
 * gives focus back to the bar. Part of the sidebar's lazy chunk.
 */
export function AccountSheet({
  sidebarProps,
  onClose,
}: {
  sidebarProps: AccountSidebarProps
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  // After the sidebar's own layout effect (children first), so its rules are in place.
  useLayoutEffect(() => {
    const shown = dialog.current
    if (shown && !shown.open) shown.showModal()
  }, [])
  return (
    <dialog ref={dialog} className="sheet" aria-label="Account" onClose={onClose}>
      <button
        type="button"
        className="sheet-close"
        aria-label="Close"
        onClick={() => dialog.current?.close()}
      >
        <Icon name="cross" />
      </button>
      <AccountSidebar {...sidebarProps} />
    </dialog>
  )
}
