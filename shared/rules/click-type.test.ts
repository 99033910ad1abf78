import { expect, test } from 'vitest'
import { canTrackClick, clickTypeFor } from './click-type'

test('a ticket whose link contains viator is a Viator Ticket', () => {
  expect(clickTypeFor({ type: 'ticket', link: 'https://www.Viator.com/tours/123' })).toBe(
    'Viator Ticket',
  )
})

test('any other ticket is a DB Ticket', () => {
  expect(clickTypeFor({ type: 'ticket', link: 'https://tickets.example/e/9' })).toBe('DB Ticket')
})

test('a deal is a Deal, even with viator in its link', () => {
  expect(clickTypeFor({ type: 'deal', link: 'https://viator.example/deal' })).toBe('Deal')
})

test('a product or an item without type is a DB Product', () => {
  expect(clickTypeFor({ type: 'product', link: 'https://viator.example/p' })).toBe('DB Product')
  expect(clickTypeFor({ link: 'https://shop.example/p' })).toBe('DB Product')
})

test('a click can be tracked only with both an id and a link', () => {
  expect(canTrackClick({ id: 7, link: 'https://shop.example/p' })).toBe(true)
  expect(canTrackClick({ id: '7', link: 'https://shop.example/p' })).toBe(true)
  expect(canTrackClick({ id: 7, link: '' })).toBe(false)
  expect(canTrackClick({ id: 7, link: null })).toBe(false)
  expect(canTrackClick({ id: '', link: 'https://shop.example/p' })).toBe(false)
  expect(canTrackClick({ id: null, link: 'https://shop.example/p' })).toBe(false)
  expect(canTrackClick({ link: 'https://shop.example/p' })).toBe(false)
})
