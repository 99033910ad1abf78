import { expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { gaItem } from './items'

const product: Product = {
  id: 42,
  title: 'Trail runner',
  link: 'https://shop.example/p/42',
  image: 'https://stv.example/p.jpg',
  price: '$89.00',
  amount: 89,
  currency: 'USD',
  category: 'Shoes',
  vendor: 'Acme',
  type: 'product',
}

test('a product is a GA4 item with the fields it has, its price a number', () => {
  expect(gaItem(product, 2)).toEqual({
    item_id: '42',
    item_name: 'Trail runner',
    item_brand: 'Acme',
    item_category: 'Shoes',
    price: 89,
    index: 2,
  })
})

test('missing fields are left out; the kind stands in for a missing category', () => {
  expect(
    gaItem({ id: 'x-1', name: 'Concert', link: 'https://t.example', image: '', type: 'ticket' }),
  ).toEqual({ item_id: 'x-1', item_name: 'Concert', item_category: 'ticket' })
  expect(
    gaItem({ id: 3, link: 'https://t.example', image: '', category: null, vendor: null }),
  ).toEqual({
    item_id: '3',
  })
})
