import { describe, expect, test } from 'vitest'
import { parsePrice } from './price'
import { emptyRecord } from './record'
import { validateRecord } from './validate'

const VALID: Record<string, string> = {
  id: 'SKU-1',
  title: 'Blue kettle',
  description: 'Boils water.',
  link: 'https://shop.example/p/kettle',
  image_link: 'https://cdn.shop.example/kettle.jpg',
  price: '25.00 USD',
  availability: 'in_stock',
}

function check(values: Record<string, string | string[]>, without: string[] = []) {
  const record = emptyRecord(7)
  for (const [name, value] of Object.entries({ ...VALID, ...values })) {
    if (!without.includes(name)) record.values.set(name, Array.isArray(value) ? value : [value])
  }
  return validateRecord(record)
}

function problemsOf(values: Record<string, string>, without: string[] = []) {
  const row = check(values, without)
  return row.kind === 'rejected' ? row.problems.map((p) => `${p.attribute} ${p.reason}`) : []
}

function itemOf(values: Record<string, string | string[]>) {
  const row = check(values)
  if (row.kind !== 'item') throw new Error(`rejected: ${JSON.stringify(row.problems)}`)
  return row.item
}

describe('prices', () => {
  test.each([
    ['15.00 USD', 1500, 'USD'],
    ['15 USD', 1500, 'USD'],
    ['1,299.00 EUR', 129_900, 'EUR'],
    ['39900 KRW', 3_990_000, 'KRW'],
    ['0.29 usd', 29, 'USD'],
    ['0 GBP', 0, 'GBP'],
  ])('"%s" is %i hundredths of %s', (text, cents, currency) => {
    expect(parsePrice(text)).toEqual({ cents, currency })
  })

  test.each(['15,00 EUR', '15.005 USD', '-3 USD', '15 XYZ', 'USD 15', '15', '12,34,567 USD'])(
    '"%s" is not a price',
    (text) => {
      expect(parsePrice(text)).toBeNull()
    },
  )
})

test('bidi controls leave a product’s texts: a title cannot read reversed', () => {
  const item = itemOf({
    title: 'Kettle \u202Egnp.exe',
    brand: '\u2067Acme\u2069',
    description: 'x\u200Ey',
  })
  expect(item).toMatchObject({ title: 'Kettle gnp.exe', brand: 'Acme', description: 'xy' })
})

describe('a row is rejected with every problem it has', () => {
  test('each required attribute absent or blank is missing', () => {
    expect(
      problemsOf({ title: '   ' }, [
        'id',
        'description',
        'link',
        'image_link',
        'price',
        'availability',
      ]),
    ).toEqual([
      'id missing',
      'title missing',
      'description missing',
      'link missing',
      'image_link missing',
      'price missing',
      'availability missing',
    ])
  })

  test('a price that is not amount and ISO 4217 code is bad-price', () => {
    expect(problemsOf({ price: '25,00 €' })).toEqual(['price bad-price'])
  })

  test('a price of zero is bad-price, said in words, and the row is not imported', () => {
    expect(problemsOf({ price: '0.00 USD' })).toEqual(['price bad-price'])
    expect(problemsOf({ price: '0 KRW' })).toEqual(['price bad-price'])
    const row = check({ price: '0.00 USD' })
    expect(row.kind === 'rejected' && row.problems[0]?.detail).toBe(
      '"0.00 USD" is no price: an item must cost more than 0.',
    )
  })

  test('a relative or non-http link is bad-url', () => {
    expect(problemsOf({ link: '/p/kettle' })).toEqual(['link bad-url'])
    expect(problemsOf({ link: 'ftp://shop.example/p' })).toEqual(['link bad-url'])
  })

  test('an image link that is not a URL is bad-url; a placeholder image breaks the image rule', () => {
    expect(problemsOf({ image_link: 'kettle.jpg' })).toEqual(['image_link bad-url'])
    expect(problemsOf({ image_link: 'https://cdn.shop.example/no-image.png' })).toEqual([
      'image_link image-rule',
    ])
  })

  test('an unknown availability is bad-value', () => {
    expect(problemsOf({ availability: 'soon' })).toEqual(['availability bad-value'])
  })

  test('id, title and description past Merchant Center limits are too-long', () => {
    expect(
      problemsOf({ id: 'x'.repeat(51), title: 't'.repeat(151), description: 'd'.repeat(5001) }),
    ).toEqual(['id too-long', 'title too-long', 'description too-long'])
    expect(check({ id: 'x'.repeat(51) })).toMatchObject({ itemId: 'x'.repeat(50) })
  })

  test('an undecodable character names its attribute as bad-encoding', () => {
    expect(problemsOf({ title: 'Caf\uFFFD lamp' })).toEqual(['title bad-encoding'])
  })

  test('the rejection carries the row and the item id', () => {
    expect(check({ price: 'free' })).toMatchObject({ kind: 'rejected', row: 7, itemId: 'SKU-1' })
  })
})

describe('an item is mapped to the catalog', () => {
  test('availability takes spaces and any case', () => {
    expect(itemOf({ availability: 'Out Of Stock' }).availability).toBe('out_of_stock')
    expect(itemOf({ availability: 'IN stock' }).availability).toBe('in_stock')
  })

  test('a sale price counts only when valid, in the same currency and below the price', () => {
    expect(itemOf({ sale_price: '20.00 USD' }).salePriceCents).toBe(2000)
    expect(itemOf({ sale_price: '20.00 EUR' }).salePriceCents).toBeNull()
    expect(itemOf({ sale_price: '25.00 USD' }).salePriceCents).toBeNull()
    expect(itemOf({ sale_price: 'cheap' }).salePriceCents).toBeNull()
  })

  test('custom_label_0 names the type; else product_type first level; else product', () => {
    expect(itemOf({ custom_label_0: 'TICKET', product_type: 'Deals' }).type).toBe('ticket')
    expect(itemOf({ custom_label_0: 'sale', product_type: 'Deals > Spa' }).type).toBe('deal')
    expect(itemOf({ product_type: 'Events > Concerts' }).type).toBe('ticket')
    expect(itemOf({ product_type: 'Home > Tickets' }).type).toBe('product')
  })

  test('category: last level of product_type, else of a textual Google category, else Products', () => {
    expect(itemOf({ product_type: 'Home > Kitchen > Kettles' }).category).toBe('Kettles')
    expect(itemOf({ google_product_category: 'Home & Garden > Kitchen' }).category).toBe('Kitchen')
    expect(itemOf({ google_product_category: '638' }).category).toBe('Products')
  })

  test('vendor, topics and labels come from the custom labels', () => {
    const item = itemOf({ custom_label_1: 'Kettle Co', custom_label_2: ' Home, COOKING ,, ' })
    expect(item).toMatchObject({ vendor: 'Kettle Co', topics: ['Home', 'COOKING'] })
    expect(item.customLabels).toEqual([null, 'Kettle Co', 'Home, COOKING ,,', null, null])
  })

  test('a region marker among the topics is stored lower-case, the others as written', () => {
    const item = itemOf({ custom_label_2: 'Travel, Region:EU' })
    expect(item.topics).toEqual(['Travel', 'region:eu'])
  })

  test('text is trimmed and control characters other than tab and newline are dropped', () => {
    const item = itemOf({ title: '  Blue\u0007 kettle ', description: 'Line 1\r\nLine\t2\u0000' })
    expect(item).toMatchObject({ title: 'Blue kettle', description: 'Line 1\nLine\t2' })
  })

  test('additional images keep the valid ones only, at most ten', () => {
    const good = Array.from({ length: 12 }, (_, n) => `https://cdn.shop.example/k-${n}.jpg`)
    const item = itemOf({
      additional_image_link: ['https://cdn.shop.example/placeholder.png', 'x', ...good],
    })
    expect(item.additionalImageLinks).toEqual(good.slice(0, 10))
  })
})
