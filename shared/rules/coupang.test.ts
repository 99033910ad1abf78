import { expect, test } from 'vitest'
import { coupangPageKey, dropCoupangDuplicates } from './coupang'

test('reads the page key of real and demo Coupang product URLs', () => {
  expect(
    coupangPageKey('https://www.coupang.com/vp/products/7335597976?itemId=1&vendorItemId=2'),
  ).toBe('7335597976')
  expect(coupangPageKey('https://m.coupang.com/vm/products/7335597976')).toBe('7335597976')
  expect(coupangPageKey('https://www.coupang.example/vp/products/1234/')).toBe('1234')
})

test('has no page key for other shops or other Coupang pages', () => {
  expect(coupangPageKey('https://shop.example/vp/products/1234')).toBeNull()
  expect(coupangPageKey('https://notcoupang.com/vp/products/1234')).toBeNull()
  expect(coupangPageKey('https://www.coupang.com/np/search?q=boots')).toBeNull()
  expect(coupangPageKey('not a url')).toBeNull()
})

test('drops later items of the same Coupang page and keeps everything else in order', () => {
  const items = [
    { id: 1, link: 'https://www.coupang.com/vp/products/55?itemId=1' },
    { id: 2, link: 'https://shop.example/p/2' },
    { id: 3, link: 'https://www.coupang.com/vp/products/55?itemId=9' },
    { id: 4, link: 'https://www.coupang.com/vp/products/66' },
    { id: 5, link: 'https://shop.example/p/2' },
  ]
  expect(dropCoupangDuplicates(items).map((item) => item.id)).toEqual([1, 2, 4, 5])
})

test('remembers kept keys across calls through the seen set', () => {
  const seen = new Set<string>()
  dropCoupangDuplicates([{ link: 'https://www.coupang.example/vp/products/8' }], seen)
  const later = dropCoupangDuplicates(
    [
      { link: 'https://www.coupang.example/vp/products/8?itemId=2' },
      { link: 'https://www.coupang.example/vp/products/9' },
    ],
    seen,
  )
  expect(later).toEqual([{ link: 'https://www.coupang.example/vp/products/9' }])
  expect([...seen]).toEqual(['8', '9'])
})
