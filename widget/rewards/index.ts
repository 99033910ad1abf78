export { AccountSidebar, type AccountSidebarProps } from './AccountSidebar'
export { type AvatarLook, avatarLook, emailHandle } from './avatar'
// Type only: page-rewards, RewardsPanel and WalletRows are the lazy signed-in chunk, and a
// re-export here would pull them into the widget core.
export type { PageRewards } from './page-rewards'
export { SIGNED_OUT_CHECKIN_TEXT } from './SignedOut'
