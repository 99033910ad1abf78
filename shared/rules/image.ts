import {
  IMAGE_MIN_SIZE_PX,
  IMAGE_MIN_URL_LENGTH,
  IMAGE_TIMEOUT_MS,
  IMAGE_TIMEOUT_RESIZING_MS,
} from '../constants'

/**
 * Image validity (spec §5). The spec's list "noimage, no-image, placeholder, default or
 * missing images" is read as five case-insensitive markers searched in the whole URL;
 * `missing` is the marker of files such as `image-missing.png`. An absent image (no URL at
 * all) is the other reading of "missing images" and fails the length rule anyway.
 */
const INVALID_URL_MARKERS = ['noimage', 'no-image', 'placeholder', 'default', 'missing'] as const

/**
 * File names that mean "there is no picture": what a shop's image URL often redirects to
 * when the product photo is gone (`no_image.gif`, `image-not-found.png`, `default.jpg`).
 */
const NO_IMAGE_FILE =
  /no[-_ ]?(image|photo|picture)|placeholder|default|missing|not[-_ ]?(found|available)/

/**
 * Image-resizing services answer slower (they fetch and resize on a cache miss), so they get
 * IMAGE_TIMEOUT_RESIZING_MS. A URL counts as resizing when its host ends with one of these
 * known resizers, its host's first label starts with `thumbnail` (Coupang's and other shops'
 * thumbnail CDNs), its path holds a resizer route, or its query asks for a size.
 */
export const RESIZING_HOST_SUFFIXES = [
  'imgix.net',
  'cloudinary.com',
  'imagekit.io',
  'twic.pics',
  'sirv.com',
  'cloudimg.io',
  'wsrv.nl',
  'images.weserv.nl',
  'imgproxy.net',
  'shopify.com',
] as const
/** Path fragments of resizing routes: Cloudflare Images, Next.js, Netlify, thumbnail folders. */
export const RESIZING_PATH_MARKERS = [
  '/cdn-cgi/image/',
  '/_next/image',
  '/.netlify/images',
  '/thumbnails/',
  '/resize/',
] as const
/** Query parameters that ask a server to resize. */
export const RESIZING_QUERY_PARAMS = ['w', 'h', 'width', 'height', 'resize', 'size', 'fit'] as const

/** True when `url` may be an image per spec §5: http(s), long enough, no no-image marker. */
export function isValidImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length < IMAGE_MIN_URL_LENGTH) return false
  if (!/^https?:\/\//i.test(url)) return false
  const lower = url.toLowerCase()
  return !INVALID_URL_MARKERS.some((marker) => lower.includes(marker))
}

/** True when the image URL is served by an image-resizing host or route. */
export function isResizingImageUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const host = parsed.hostname.toLowerCase()
  if (RESIZING_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return true
  }
  if (host.startsWith('thumbnail')) return true
  const path = parsed.pathname.toLowerCase()
  if (RESIZING_PATH_MARKERS.some((marker) => path.includes(marker))) return true
  return RESIZING_QUERY_PARAMS.some((param) => parsed.searchParams.has(param))
}

/** Load timeout for an image: 8 s, or 15 s on image-resizing hosts (spec §5, §9). */
export function imageTimeoutFor(url: string): number {
  return isResizingImageUrl(url) ? IMAGE_TIMEOUT_RESIZING_MS : IMAGE_TIMEOUT_MS
}

/** True when a loaded image is larger than 10×10 px (spec §5). */
export function isAcceptableImageSize(width: number, height: number): boolean {
  return width > IMAGE_MIN_SIZE_PX && height > IMAGE_MIN_SIZE_PX
}

/** True when the URL an image finally loaded from names a "no image" file (spec §5). */
export function looksLikeNoImageFile(finalUrl: string): boolean {
  let path: string
  try {
    path = new URL(finalUrl).pathname
  } catch {
    path = finalUrl.split(/[?#]/)[0] ?? ''
  }
  const file = path.split('/').pop() ?? ''
  let name: string
  try {
    name = decodeURIComponent(file)
  } catch {
    name = file
  }
  return NO_IMAGE_FILE.test(name.toLowerCase())
}
