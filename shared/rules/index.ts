export { type ClickTypeName, canTrackClick, clickTypeFor } from './click-type'
export {
  COUNTDOWN_AVAILABLE,
  countdownText,
  formatCountdown,
  msUntilNextCheckIn,
  nextUtcMidnight,
  previousUtcDay,
  startOfUtcDay,
  utcDay,
} from './countdown'
export { coupangPageKey, dropCoupangDuplicates } from './coupang'
export { BIDI_CONTROLS, withoutBidiControls } from './display-text'
export {
  imageTimeoutFor,
  isAcceptableImageSize,
  isResizingImageUrl,
  isValidImageUrl,
  looksLikeNoImageFile,
  RESIZING_HOST_SUFFIXES,
  RESIZING_PATH_MARKERS,
  RESIZING_QUERY_PARAMS,
} from './image'
export { formatPoints, wholePoints } from './points'
export { isHttpUrl, productKey, productTitle } from './product'
export { REDIRECT_FALLBACK, safeRedirectPath, signOutDestination } from './redirect'
export { shortAddress } from './short-address'
export { groupThousands } from './thousands'
export {
  isTicketType,
  normaliseVoteItemType,
  VOTE_ITEM_TYPE_IDS,
  VOTE_ITEM_TYPE_NAMES,
  type VoteItemTypeId,
  type VoteItemTypeName,
} from './vote-item-type'
