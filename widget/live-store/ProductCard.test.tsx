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

test("the buy link goes out through the server's redirect when the feed gives one (issue 65)", async () => {
  const out = 'https://stv.example/api/r/wildtv/3'
  const opened: unknown[] = []
  const item = { ...product(3), out }
  await act(() => root.render(<ProductCard product={item} onOpen={(p) => opened.push(p)} />))
  const buy = host.querySelector<HTMLAnchorElement>('a.buy')
  expect(buy?.getAttribute('href')).toBe(out)
  // The click is still told (POST /tracking/click names the item's own link).
  buy?.addEventListener('click', (event) => event.preventDefault())
  buy?.click()
  expect(opened).toEqual([item])
  await act(() => root.render(<ProductCard product={product(3)} onOpen={() => {}} />))
  expect(host.querySelector('a.buy')?.getAttribute('href')).toBe(product(3).link)
})
