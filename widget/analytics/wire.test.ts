import { expect, test } from 'vitest'
import { toAnalyticsDetail } from './wire'

test('the wire form becomes GA4’s { event, ecommerce }', () => {
  expect(
    toAnalyticsDetail({
      event: 'view_item',
      item_list_id: 'live',
      item_list_name: 'Live',
      currency: 'EUR',
      value: 12.5,
      items: [{ item_id: '1', item_name: 'Mug', price: 12.5, index: 0 }],
    }),
  ).toEqual({
    event: 'view_item',
    ecommerce: {
      item_list_id: 'live',
      item_list_name: 'Live',
      currency: 'EUR',
      value: 12.5,
      items: [{ item_id: '1', item_name: 'Mug', price: 12.5, index: 0 }],
    },
  })
})

test('other events, bad items, too many items are dropped; bad extras are left out', () => {
  const item = { item_id: '1' }
  for (const bad of [
    null,
    'select_item',
    { event: 'purchase', items: [item] },
    { event: 'select_item', items: [] },
    { event: 'select_item', items: Array.from({ length: 33 }, () => item) },
    { event: 'select_item', items: [{ item_id: 1 }] },
    { event: 'select_item', items: [{ item_id: '1', price: '9' }] },
    { event: 'select_item', items: [{ item_id: '1', email: 'a@b.c' }] },
    { event: 'select_item', items: [{ item_id: '1', item_name: 'x'.repeat(501) }] },
  ]) {
    expect(toAnalyticsDetail(bad)).toBeNull()
  }
  expect(
    toAnalyticsDetail({
      event: 'select_item',
      items: [item],
      currency: 'usd',
      value: 3,
      item_list_id: 'other',
      item_list_name: 'Live',
    }),
  ).toEqual({ event: 'select_item', ecommerce: { items: [item] } })
})
