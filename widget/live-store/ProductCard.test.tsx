import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import { parseProductList } from '../../shared/api/client'
import { createRoot } from '../preact-react/client'
import { product } from '../testing'
import { ProductCard } from './ProductCard'

const host = document.createElement('div')
const root = createRoot(host)
afterEach(() => root.unmount())

const lines = () => [...host.querySelectorAll('.card-meta')].map((line) => line.textContent)

test('shows why the item matched in a muted line under its title, as text', async () => {
  const why = 'Heard: <b>Trail Runner</b>'
  await act(() => root.render(<ProductCard product={product(3, { why })} onOpen={() => {}} />))
  expect(lines()).toEqual(['Northwind · Outdoor', why])
  expect(host.querySelector('b')).toBeNull()
  expect(host.querySelector('.badges')?.textContent).toContain('Exact match')
})

test('shows no why line for an item without a reason', async () => {
  await act(() => root.render(<ProductCard product={product(3)} onOpen={() => {}} />))
  expect(lines()).toEqual(['Northwind · Outdoor'])
})

test('keeps the reason the live feed sends; an item whose reason is not text is dropped, like any malformed item', () => {
  const sent = [
    { ...product(1), why: 'Shares the words: tent, camp' },
    { ...product(2), why: 42 },
  ]
  const parsed = parseProductList(sent)
  expect(parsed.ok && parsed.data.map((item) => item.why)).toEqual(['Shares the words: tent, camp'])
})
