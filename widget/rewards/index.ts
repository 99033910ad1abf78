// Type only for the sidebar: AccountSidebar (with SignedOut and Support) is a lazy chunk, and
// page-rewards, RewardsPanel and WalletRows the lazy signed-in chunk; a re-export here would
// pull them into the widget core.
export { AccountEntry, type SidebarChunk } from './AccountEntry'
export type { AccountSidebarProps } from './AccountSidebar'
export { type AvatarLook, avatarLook, emailHandle } from './avatar'
export type { PageRewards } from './page-rewards'
