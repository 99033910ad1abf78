import { encode } from 'uqr'
import { expect, test } from 'vitest'
import { appLink, drawQr, QR_MASK_PATTERN } from './qr'

test("a channel's QR payload is the phone store link with its channel id, marked as from the QR code", () => {
  expect(appLink('https://shop.example', 'wildtv')).toBe(
    'https://shop.example/app?channelId=wildtv&src=qr',
  )
  expect(appLink('https://shop.example/', 'a b')).toBe(
    'https://shop.example/app?channelId=a%20b&src=qr',
  )
})

test('the drawing covers exactly the dark modules of the encoded payload', () => {
  const payload = appLink('http://localhost:8080', 'golf-network')
  const { size, data } = encode(payload, { ecc: 'M', border: 0, maskPattern: QR_MASK_PATTERN })
  const drawing = drawQr(payload)
  expect(drawing.size).toBe(size)

  const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, width] of drawing.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) {
      const row = drawn[Number(y)]
      if (row) row[Number(x) + i] = true
    }
  }
  expect(drawn).toEqual(data)
})
