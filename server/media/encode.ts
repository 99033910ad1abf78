// The sizes and formats the proxy answers: AVIF where the browser's Accept names it, else WebP,
// else JPEG (on white, which product photos stand on anyway).
import sharp from 'sharp'
import type { PictureSize } from './picture-url'

export type PictureFormat = 'avif' | 'webp' | 'jpeg'

/** The Content-Type of each format. */
export const PICTURE_TYPES: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** The media types an Accept header takes (q=0 refuses one), in lower case. */
function accepted(accept: string): Set<string> {
  const out = new Set<string>()
  for (const part of accept.toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim())
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param))
    if (type && !refused) out.add(type)
  }
  return out
}

/** The best format an Accept header allows: AVIF, then WebP, else JPEG (every browser's). */
export function formatFor(accept: string | undefined): PictureFormat {
  const types = accepted(accept ?? '')
  if (types.has('image/avif')) return 'avif'
  if (types.has('image/webp')) return 'webp'
  return 'jpeg'
}

/** A square picture of `size` px (or smaller, never enlarged) in `format`, from the master. */
export async function encodePicture(
  master: Buffer,
  size: PictureSize,
  format: PictureFormat,
): Promise<Buffer> {
  const image = sharp(master).resize(size, size, { fit: 'cover', withoutEnlargement: true })
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer()
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
