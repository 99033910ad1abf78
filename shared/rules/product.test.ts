import { expect, test } from 'vitest'
import { isHttpUrl, productKey, productTitle } from './product'

test('a product is shown by its title, else by its name', () => {
  expect(productTitle({ title: ' Trail boots ', name: 'Boots' })).toBe('Trail boots')
  expect(productTitle({ name: 'Boots' })).toBe('Boots')
  expect(productTitle({})).toBe('')
})

test('numeric and string ids give the same key', () => {
  expect(productKey({ id: 12 })).toBe(productKey({ id: '12' }))
})

test('only http and https links may be opened', () => {
  expect(isHttpUrl('https://shop.example/p')).toBe(true)
  expect(isHttpUrl('http://shop.example/p')).toBe(true)
  expect(isHttpUrl('javascript:alert(1)')).toBe(false)
  expect(isHttpUrl('data:text/html,hi')).toBe(false)
  expect(isHttpUrl('/relative')).toBe(false)
})
