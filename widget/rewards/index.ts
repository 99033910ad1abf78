export { AccountSidebar, type AccountSidebarProps } from './AccountSidebar'
export { type AvatarLook, avatarLook, emailHandle } from './avatar'
export { SIGNED_OUT_CHECKIN_TEXT } from './SignedOut'
