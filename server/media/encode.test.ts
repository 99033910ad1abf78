import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { encodePicture, formatFor } from './encode'

describe('formatFor', () => {
  test.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'jpeg'],
    ['', 'jpeg'],
  ] as const)('Accept %j gets %s', (accept, format) => {
    expect(formatFor(accept)).toBe(format)
  })

  test('no Accept header gets JPEG', () => {
    expect(formatFor(undefined)).toBe('jpeg')
  })
})

describe('encodePicture', () => {
  test('draws a square of the size asked, in the format asked', async () => {
    const master = await sharp({
      create: { width: 352, height: 352, channels: 3, background: '#3a7' },
    })
      .webp()
      .toBuffer()
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const meta = await sharp(await encodePicture(master, 176, format)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([
        format === 'avif' ? 'heif' : format,
        176,
        176,
      ])
    }
  })
})
