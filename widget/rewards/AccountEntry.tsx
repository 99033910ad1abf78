import { useEffect, useRef, useState } from 'react'
import { formatPoints } from '../../shared/rules/points'
import { useStore } from '../preact-react/use-store'
import type { AuthState } from '../stores/auth'
import type { Points } from '../stores/points'
import { Icon } from '../ui/icons'
import type { AccountSidebarProps } from './AccountSidebar'
import { Avatar } from './Avatar'
import type { PageRewards } from './page-rewards'

/** The account sidebar's lazy chunk (AccountSidebar.tsx), once loaded. */
export type SidebarChunk = typeof import('./AccountSidebar')

/** Not in the spec: what the bar says when the account's chunk cannot be loaded. */
export const ACCOUNT_LOAD_FAILED =
  'Your account could not be opened. Check your connection and try again.'

/** The balance in the bar, once the signed-in rewards have loaded the points. */
function BarPoints({ points }: { points: Points }) {
  const state = useStore(points.$points)
  if (state.status !== 'ready') return null
  return (
    <span>
      <strong data-testid="account-points">{formatPoints(state.total)}</strong> points
    </span>
  )
}

function BarLabel({ state, rewards }: { state: AuthState; rewards: PageRewards | null }) {
  if (state.status === 'signed-in') {
    return (
      <>
        <Avatar seed={state.user.avatarSeed} />
        <span className="vh">Account</span>
        {rewards && <BarPoints points={rewards.points} />}
      </>
    )
  }
  if (state.status === 'loading') return <span>Account</span>
  return (
    <>
      <Icon name="user" />
      Sign in
    </>
  )
}

/**
 * Not in the spec (issue 13): the account's entry at the top of the widget (view="full"). Signed
 * out a "Sign in" button, signed in the avatar and the points balance; either opens the account
 * sidebar of spec §2 as a sheet (AccountSheet). The sheet comes with the sidebar's lazy chunk:
 * `load` fetches it (already on hover or focus); until it is here the button says it is busy,
 * and if it cannot be fetched a notice says so (a click tries again).
 * A signed-out message (a failed sign-in, an invalid session) opens the sheet by itself.
 */
export function AccountEntry({
  sidebarProps,
  chunk,
  failed,
  load,
}: {
  sidebarProps: AccountSidebarProps
  chunk: SidebarChunk | null
  /** The chunk's last load failed (offline, a new deploy): said under the button; a click retries. */
  failed: boolean
  load: () => void
}) {
  const state = useStore(sidebarProps.auth.$auth)
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  // Why a session ended or a sign-in failed (spec §8) is said in the sidebar: it opens to say it.
  const message = state.status === 'signed-out' ? state.message : null
  useEffect(() => {
    if (!message) return
    load()
    setOpen(true)
  }, [message, load])
  const closed = () => {
    setOpen(false)
    opener.current?.focus()
  }
  return (
    <div className="acct-bar">
      <button
        type="button"
        className={state.status === 'signed-in' ? 'btn acct-open' : 'btn primary acct-open'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !chunk && !failed}
        ref={opener}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load()
          setOpen(true)
        }}
        data-testid="account-open"
      >
        <BarLabel state={state} rewards={sidebarProps.rewards} />
      </button>
      {open && failed && (
        <p className="notice" role="alert">
          {ACCOUNT_LOAD_FAILED}
        </p>
      )}
      {open && chunk && <chunk.AccountSheet sidebarProps={sidebarProps} onClose={closed} />}
    </div>
  )
}
