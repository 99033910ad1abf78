export { type ClickTypeName, canTrackClick, clickTypeFor } from './click-type'
export { coupangPageKey, dropCoupangDuplicates } from './coupang'
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
export { isHttpUrl, productKey, productTitle } from './product'
export { REDIRECT_FALLBACK, safeRedirectPath, signOutDestination } from './redirect'
