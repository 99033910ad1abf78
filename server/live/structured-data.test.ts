import { describe, expect, test } from 'vitest'
import {
  DESCRIPTION_MAX_CHARS,
  itemListData,
  itemListScript,
  offerPrice,
  type StructuredRow,
  shortDescription,
} from './structured-data'

const origin = { origin: 'https://tv.example', apiPath: '/api' }

const row = (over: Partial<StructuredRow> = {}): StructuredRow => ({
  id: 7,
  externalId: null,
  title: 'Trail Boots',
  description: 'Waterproof boots for long walks.',
  link: 'https://shop.example/boots',
  imagePath: null,
  imageLink: null,
  moreImageLinks: [],
  priceCents: 2499,
  currency: 'USD',
  category: 'Footwear',
  type: 'product',
  vendor: 'Outdoor Shop',
  brand: null,
  gtin: null,
  model: null,
  availability: 'in_stock',
  ...over,
})

/** The first ListItem's Product of a list of one row. */
const productOf = (over: Partial<StructuredRow> = {}) =>
  itemListData('Live on Wild TV', [row(over)], origin).itemListElement[0]?.item

describe('pictures', () => {
  test('the feed’s picture, then its further pictures; our drawn one when it has none', () => {
    expect(productOf()?.image).toBe('https://tv.example/api/media/products/7.svg')
    expect(
      productOf({
        imageLink: 'https://img.shop.example/boots.jpg',
        moreImageLinks: ['https://img.shop.example/boots-side.jpg'],
      })?.image,
    ).toEqual(['https://img.shop.example/boots.jpg', 'https://img.shop.example/boots-side.jpg'])
  })
})

describe('offer prices', () => {
  test('are plain decimal strings in the currency’s own decimals', () => {
    expect(offerPrice(2499, 'USD')).toBe('24.99')
    expect(offerPrice(120_000, 'EUR')).toBe('1200.00')
    expect(offerPrice(5, 'GBP')).toBe('0.05')
    // Hundredths for every currency: ₩39,900 is 3_990_000.
    expect(offerPrice(3_990_000, 'KRW')).toBe('39900')
    expect(offerPrice(150_000, 'JPY')).toBe('1500')
  })

  test('a code Intl does not know is priced in hundredths', () => {
    expect(offerPrice(1234, 'XYZ')).toBe('12.34')
  })
})

describe('descriptions', () => {
  test('a short one stays as it is, on one line', () => {
    expect(shortDescription('Warm,\n  dry   feet.')).toBe('Warm, dry feet.')
  })

  test('a long one is cut at a word boundary near the limit', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ')
    const short = shortDescription(words)
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS + 1)
    expect(short.length).toBeGreaterThan(DESCRIPTION_MAX_CHARS - 10)
    expect(short.endsWith('…')).toBe(true)
    expect(words.startsWith(short.slice(0, -1))).toBe(true)
    expect(words.charAt(short.length - 1)).toBe(' ')
  })

  test('one endless word is cut inside it', () => {
    expect(shortDescription('x'.repeat(1000))).toBe(`${'x'.repeat(DESCRIPTION_MAX_CHARS)}…`)
  })
})

describe('the ItemList', () => {
  test('lists the rows in order as schema.org Products with Offers', () => {
    const list = itemListData(
      'Live on Wild TV',
      [row(), row({ id: 8, title: 'Rod', currency: 'KRW', priceCents: 3_190_000 })],
      origin,
    )
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Live on Wild TV',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Trail Boots',
            description: 'Waterproof boots for long walks.',
            image: 'https://tv.example/api/media/products/7.svg',
            url: 'https://shop.example/boots',
            sku: '7',
            category: 'Footwear',
            offers: {
              '@type': 'Offer',
              price: '24.99',
              priceCurrency: 'USD',
              availability: 'https://schema.org/InStock',
              url: 'https://shop.example/boots',
              seller: { '@type': 'Organization', name: 'Outdoor Shop' },
            },
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: expect.objectContaining({
            name: 'Rod',
            offers: expect.objectContaining({ price: '31900', priceCurrency: 'KRW' }),
          }),
        },
      ],
    })
  })

  test('brand, GTIN, MPN and the feed’s item id when the feed gave them', () => {
    expect(
      productOf({ brand: 'Northway', gtin: '00012345678905', model: 'NW-7', externalId: 'SKU-1' }),
    ).toMatchObject({
      brand: { '@type': 'Brand', name: 'Northway' },
      gtin: '00012345678905',
      mpn: 'NW-7',
      sku: 'SKU-1',
    })
    const bare = productOf()
    for (const key of ['brand', 'gtin', 'mpn']) expect(bare, key).not.toHaveProperty(key)
  })

  test('availability is a schema.org URL', () => {
    const availability = (value: StructuredRow['availability']) =>
      productOf({ availability: value })?.offers.availability
    expect(availability('in_stock')).toBe('https://schema.org/InStock')
    expect(availability('preorder')).toBe('https://schema.org/PreOrder')
    expect(availability('backorder')).toBe('https://schema.org/BackOrder')
  })

  test('an empty feed is an empty list', () => {
    expect(itemListData('Live on Wild TV', [], origin)).toMatchObject({
      numberOfItems: 0,
      itemListElement: [],
    })
  })
})

describe('the script element', () => {
  const hostile = '</script><script>alert(1)</script> & <!-- \u2028\u2029'

  test('feed text cannot close it or start markup, and parses back the same', () => {
    const list = itemListData('Live', [row({ title: hostile, description: hostile })], origin)
    const html = itemListScript(list)
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length)
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.endsWith('</script>')).toBe(true)
    for (const unsafe of ['<', '>', '&', '\u2028', '\u2029']) {
      expect(inner, JSON.stringify(unsafe)).not.toContain(unsafe)
    }
    expect(JSON.parse(inner)).toEqual(list)
  })
})
