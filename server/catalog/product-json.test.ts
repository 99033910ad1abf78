import { describe, expect, test } from 'vitest'
import { sourceHash } from '../media'
import { imageUrl, productJson } from './product-json'

const ORIGIN = 'https://tv.example'

describe('imageUrl', () => {
  test('sends a feed picture through the proxy on our origin, named by item and URL hash', () => {
    const link = 'http://cdn.shop.example/p/boots.jpg'
    expect(imageUrl(ORIGIN, '/api', { id: 42, imagePath: null, imageLink: link })).toBe(
      `https://tv.example/api/media/pictures/42/${sourceHash(link)}/176`,
    )
  })

  test('keeps a picture already on our origin, and our drawn pictures', () => {
    const own = 'https://tv.example/api/media/feeds/3/a.svg'
    expect(imageUrl(ORIGIN, '/api', { id: 1, imagePath: null, imageLink: own })).toBe(own)
    expect(imageUrl(ORIGIN, '/api', { id: 7, imagePath: null, imageLink: null })).toBe(
      'https://tv.example/api/media/products/7.svg',
    )
    expect(imageUrl(ORIGIN, '/api', { id: 7, imagePath: 'feeds/1/x.svg', imageLink: null })).toBe(
      'https://tv.example/api/media/feeds/1/x.svg',
    )
  })

  test('a changed picture URL gets a new address (answers are cached as immutable)', () => {
    const one = imageUrl(ORIGIN, '/api', {
      id: 5,
      imagePath: null,
      imageLink: 'https://a.example/1.jpg',
    })
    const two = imageUrl(ORIGIN, '/api', {
      id: 5,
      imagePath: null,
      imageLink: 'https://a.example/2.jpg',
    })
    expect(one).not.toBe(two)
  })
})

describe('productJson', () => {
  const row = {
    id: 9,
    title: 'Kettle',
    link: 'https://shop.example/kettle',
    imagePath: null,
    imageLink: null,
    priceCents: 3_990_000,
    currency: 'KRW',
    category: 'Kitchen',
    type: 'product' as const,
    vendor: 'Acme',
  }

  test('the price in words, and as a number with its currency for analytics (issue 65)', () => {
    const json = productJson(row, { origin: ORIGIN, apiPath: '/api' })
    expect(json).toMatchObject({ price: '₩39,900', amount: 39_900, currency: 'KRW' })
    expect(json.out).toBeUndefined()
  })

  test('a channel that showed it sends the buy link out through our redirect', () => {
    const json = productJson(row, { origin: ORIGIN, apiPath: '/api', channelId: 'wildtv' })
    expect(json.out).toBe('https://tv.example/api/r/wildtv/9')
  })
})
