import { describe, expect, test } from 'vitest'
import { IMAGE_TIMEOUT_MS, IMAGE_TIMEOUT_RESIZING_MS } from '../constants'
import {
  imageTimeoutFor,
  isAcceptableImageSize,
  isValidImageUrl,
  looksLikeNoImageFile,
} from './image'

describe('isValidImageUrl', () => {
  test('accepts an http or https image URL', () => {
    expect(isValidImageUrl('https://shop.example/p/1.jpg')).toBe(true)
    expect(isValidImageUrl('http://shop.example/p/1.jpg')).toBe(true)
    expect(isValidImageUrl('HTTPS://SHOP.EXAMPLE/P/1.JPG')).toBe(true)
  })

  test('refuses a missing, non-string or too short URL', () => {
    expect(isValidImageUrl(undefined)).toBe(false)
    expect(isValidImageUrl(null)).toBe(false)
    expect(isValidImageUrl(42)).toBe(false)
    expect(isValidImageUrl('')).toBe(false)
    expect(isValidImageUrl('http://a/')).toBe(false) // 9 characters
    expect(isValidImageUrl('http://a/b')).toBe(true) // 10 characters
  })

  test('refuses other schemes', () => {
    expect(isValidImageUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isValidImageUrl('//shop.example/p/1.jpg')).toBe(false)
    expect(isValidImageUrl('javascript:alert(1)//.png')).toBe(false)
    expect(isValidImageUrl('ftp://shop.example/p/1.jpg')).toBe(false)
  })

  test.each([
    'https://shop.example/img/noimage.png',
    'https://shop.example/img/No-Image.jpg',
    'https://shop.example/img/placeholder-300.png',
    'https://shop.example/default/product.jpg',
    'https://shop.example/img/image-missing.png',
  ])('refuses %s, which names a no-image marker', (url) => {
    expect(isValidImageUrl(url)).toBe(false)
  })
})

describe('imageTimeoutFor', () => {
  test('gives 8 s to an ordinary image', () => {
    expect(imageTimeoutFor('https://shop.example/p/1.jpg')).toBe(IMAGE_TIMEOUT_MS)
    expect(IMAGE_TIMEOUT_MS).toBe(8_000)
  })

  test.each([
    'https://acme.imgix.net/p/1.jpg',
    'https://res.cloudinary.com/acme/image/upload/p.jpg',
    'https://thumbnail7.coupangcdn.com/thumbnails/remote/230x230ex/p.jpg',
    'https://shop.example/cdn-cgi/image/width=300/p.jpg',
    'https://shop.example/_next/image?url=%2Fp.jpg&q=75',
    'https://shop.example/p/1.jpg?w=300',
    'https://shop.example/p/1.jpg?width=300&height=200',
    'https://cdn.shopify.com/s/files/p.jpg',
  ])('gives 15 s to the resizing URL %s', (url) => {
    expect(imageTimeoutFor(url)).toBe(IMAGE_TIMEOUT_RESIZING_MS)
    expect(IMAGE_TIMEOUT_RESIZING_MS).toBe(15_000)
  })

  test('does not mistake a look-alike host for a resizer', () => {
    expect(imageTimeoutFor('https://notimgix.net.example/p.jpg')).toBe(IMAGE_TIMEOUT_MS)
    expect(imageTimeoutFor('https://shop.example/p.jpg?wide=1')).toBe(IMAGE_TIMEOUT_MS)
  })
})

describe('isAcceptableImageSize', () => {
  test('needs more than 10 × 10 pixels', () => {
    expect(isAcceptableImageSize(11, 11)).toBe(true)
    expect(isAcceptableImageSize(10, 300)).toBe(false)
    expect(isAcceptableImageSize(300, 10)).toBe(false)
    expect(isAcceptableImageSize(1, 1)).toBe(false)
  })
})

describe('looksLikeNoImageFile', () => {
  test.each([
    'https://shop.example/static/no_image.gif',
    'https://shop.example/static/NoPhoto.png',
    'https://shop.example/static/image-not-found.png',
    'https://shop.example/static/default.jpg',
    'https://shop.example/static/placeholder.svg?v=2',
  ])('recognises %s as a no-image file', (url) => {
    expect(looksLikeNoImageFile(url)).toBe(true)
  })

  test('accepts a product photo, looking only at the file name', () => {
    expect(looksLikeNoImageFile('https://shop.example/default-shop/p/boots-1.jpg')).toBe(false)
    expect(looksLikeNoImageFile('https://shop.example/p/boots.jpg?fallback=noimage')).toBe(false)
  })
})
