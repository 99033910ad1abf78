// Fetches a feed's picture with the safe fetcher and checks it by spec §5's rules: an http(s)
// URL without no-image markers, that loads within 8 s (15 s from a resizing host), decodes
// as a picture larger than 10×10 px and does not end at a no-image file. What passes is kept
// as a "master": cropped to a square as the widget's card draws it (object-fit: cover), at the
// largest size the proxy serves, from which every size and format is made.
import sharp, { type Metadata } from 'sharp'
import { IMAGE_MIN_SIZE_PX } from '../../shared/constants'
import {
  imageTimeoutFor,
  isAcceptableImageSize,
  isValidImageUrl,
  looksLikeNoImageFile,
} from '../../shared/rules/image'
import { type FetchedBody, FetchRefused, fetchSafely } from '../http/safe-fetch'
import { PictureError } from './picture-error'
import { PICTURE_SIZES } from './picture-url'

/** Not in the spec: the most pixels a picture may decode to (a 40-megapixel photo; bombs refused). */
export const MAX_INPUT_PIXELS = 40_000_000
/** The formats a feed's picture may be in (SVG is not taken: a drawing may load other files). */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
const MASTER_SIZE = Math.max(...PICTURE_SIZES)

/** How the picture is fetched: the feeds' address rule, a byte limit, a stop. */
export type LoadOptions = {
  /** FEED_FETCH_ALLOW_PRIVATE: loopback and private addresses too (tests, local networks). */
  allowPrivate: boolean
  maxBytes: number
  signal?: AbortSignal
  /** The fetcher (tests pass fetchVia); fetchSafely when not given. */
  fetch?: typeof fetchSafely
}

/** A refusal of the safe fetcher, said of a picture. */
function fromRefusal(url: string, refusal: FetchRefused): PictureError {
  const host = hostOf(url)
  switch (refusal.reason) {
    case 'private-address':
      return new PictureError(
        'private-address',
        `The picture's host ${host} is a private or local network address; only public addresses are fetched.`,
      )
    case 'timeout':
      return new PictureError('picture-timeout', `The picture did not load from ${host} in time.`)
    case 'too-large':
      return new PictureError(
        'too-large',
        `The picture is larger than the proxy takes. ${refusal.message}`,
      )
    case 'status':
      return new PictureError(
        'picture-error-status',
        `The picture's address answered ${refusal.status ?? 'an error'}.`,
      )
    default:
      return new PictureError(
        'unreachable',
        `The picture could not be fetched from ${host}: ${refusal.message}`,
      )
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/** Content types a picture may come with (some hosts send no type, or a generic one). */
function mayBePicture(contentType: string | null): boolean {
  if (contentType === null) return true
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return mime.startsWith('image/') || mime === 'application/octet-stream' || mime === ''
}

async function readAll(fetched: FetchedBody): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of fetched.body) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Decodes and checks the bytes; the master picture (WebP, square) when they pass. */
export async function masterOf(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
  let meta: Metadata
  try {
    meta = await image.metadata()
  } catch {
    throw new PictureError('not-an-image', 'The picture address did not give a picture.')
  }
  if (!RASTER_FORMATS.has(meta.format)) {
    throw new PictureError(
      'not-an-image',
      `The picture is ${meta.format}, not a photo format (JPEG, PNG, WebP, GIF, AVIF).`,
    )
  }
  const { width, height } = meta.autoOrient
  if (!isAcceptableImageSize(width, height)) {
    throw new PictureError(
      'too-small',
      `The picture is ${width}×${height} px; it must be larger than ${IMAGE_MIN_SIZE_PX}×${IMAGE_MIN_SIZE_PX}.`,
    )
  }
  try {
    // A square of the shorter side, at most MASTER_SIZE: cropped as the card draws it, never enlarged.
    const side = Math.min(MASTER_SIZE, width, height)
    return await image
      .autoOrient()
      .resize(side, side, { fit: 'cover' })
      .webp({ quality: 90 })
      .toBuffer()
  } catch {
    throw new PictureError('not-an-image', 'The picture could not be decoded.')
  }
}

/** Fetches and checks a feed's picture; the master picture, or a PictureError saying why not. */
export async function loadPicture(url: string, options: LoadOptions): Promise<Buffer> {
  if (!isValidImageUrl(url)) {
    throw new PictureError('image-rule', 'The image address names a placeholder or missing image.')
  }
  const fetch = options.fetch ?? fetchSafely
  let bytes: Buffer
  let finalUrl: string
  try {
    const fetched = await fetch(url, {
      allowPrivate: options.allowPrivate,
      maxBytes: options.maxBytes,
      timeoutMs: imageTimeoutFor(url),
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      ...(options.signal ? { signal: options.signal } : {}),
    })
    if (!mayBePicture(fetched.contentType)) {
      for await (const _ of fetched.body) break // stops the download
      throw new PictureError(
        'not-an-image',
        `The picture address answered ${fetched.contentType}, not a picture.`,
      )
    }
    finalUrl = fetched.finalUrl
    bytes = await readAll(fetched)
  } catch (error) {
    if (error instanceof FetchRefused) throw fromRefusal(url, error)
    throw error
  }
  if (looksLikeNoImageFile(finalUrl)) {
    throw new PictureError('no-image', 'The picture address leads to a "no image" file.')
  }
  return masterOf(bytes)
}
