import { atom } from 'nanostores'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import { createRoot } from '../preact-react/client'
import type { StatusText } from '../stores/status'
import { lastMatchText } from './labels'
import { StatusLine } from './StatusLine'

const host = document.createElement('div')
const root = createRoot(host)
afterEach(() => root.unmount())

test('reads as loading until Live shows products, then as live with the last match time', async () => {
  const $status = atom<StatusText>('Connecting...')
  const $lastMatch = atom<number | null>(null)
  await act(() =>
    root.render(<StatusLine status={{ $status, $lastMatch }} unreachable={atom(false)} />),
  )
  const line = host.querySelector('.status')
  expect(line?.classList.contains('live')).toBe(false)
  expect(line?.textContent).toBe('Connecting...')
  await act(() => {
    $status.set('Searching for products...')
    $lastMatch.set(new Date(2026, 4, 1, 9, 5).getTime())
  })
  expect(line?.classList.contains('live')).toBe(true)
  expect(host.querySelector('.last')?.textContent).toBe('Last match 09:05')
  // Only the spec's text is a live region: the time is not announced each time it changes.
  expect(host.querySelector('[role="status"]')?.textContent).toBe('Searching for products...')
  expect(host.querySelector('.last')?.closest('[role="status"], [aria-live]')).toBeNull()
  await act(() => $lastMatch.set(null))
  expect(line?.classList.contains('live')).toBe(false)
  expect(host.querySelector('.last')).toBeNull()
})

test('draws the dot anew for each new match, so its ring plays again, and only then', async () => {
  const $status = atom<StatusText>('Searching for products...')
  const $lastMatch = atom<number | null>(new Date(2026, 4, 1, 9, 5).getTime())
  await act(() =>
    root.render(<StatusLine status={{ $status, $lastMatch }} unreachable={atom(false)} />),
  )
  const first = host.querySelector('.status-dot')
  await act(() => $status.set('Connected!'))
  expect(host.querySelector('.status-dot')).toBe(first)
  await act(() => $lastMatch.set(new Date(2026, 4, 1, 9, 6).getTime()))
  const second = host.querySelector('.status-dot')
  expect(second).not.toBe(first)
  expect(second).not.toBeNull()
  expect(host.querySelectorAll('.status-dot')).toHaveLength(1)
})

test('the last match time is the local clock, 24-hour HH:MM', () => {
  expect(lastMatchText(new Date(2026, 0, 2, 0, 0).getTime())).toBe('Last match 00:00')
  expect(lastMatchText(new Date(2026, 0, 2, 23, 59).getTime())).toBe('Last match 23:59')
})

test('says quietly, in the same polite region, that the store is being reached again', async () => {
  const $status = atom<StatusText>('Searching for products...')
  const $lastMatch = atom<number | null>(new Date(2026, 4, 1, 9, 5).getTime())
  const $unreachable = atom(false)
  await act(() =>
    root.render(<StatusLine status={{ $status, $lastMatch }} unreachable={$unreachable} />),
  )
  const region = host.querySelector('[role="status"]')
  await act(() => $unreachable.set(true))
  expect(region?.textContent).toBe('Searching for products... Reconnecting to the store…')
  expect(host.querySelector('[role="alert"]')).toBeNull()
  // Shown in place of the spec's text, which the region still reads.
  expect(region?.firstElementChild?.className).toBe('vh')
  // The dot no longer reads as live; the line is shown alone, the time back after it.
  expect(host.querySelector('.status')?.classList.contains('live')).toBe(false)
  expect(host.querySelector('.last')).toBeNull()
  await act(() => $unreachable.set(false))
  expect(region?.textContent).toBe('Searching for products...')
  expect(region?.firstElementChild?.className).toBe('')
  expect(host.querySelector('.status')?.classList.contains('live')).toBe(true)
  expect(host.querySelector('.last')?.textContent).toBe('Last match 09:05')
})

test('lays unseen copies of its widest texts in its place, with nothing in them to read', async () => {
  const $status = atom<StatusText>('Connecting...')
  await act(() =>
    root.render(
      <StatusLine status={{ $status, $lastMatch: atom(null) }} unreachable={atom(false)} />,
    ),
  )
  const sizes = [...host.querySelectorAll('.status-size')]
  expect(
    sizes.map((size) => [...size.children].map((part) => part.getAttribute('data-text'))),
  ).toEqual([['Searching for more products...', lastMatchText(0)], ['Reconnecting to the store…']])
  expect(sizes.every((size) => size.getAttribute('aria-hidden') === 'true')).toBe(true)
  expect(sizes.map((size) => size.textContent)).toEqual(['', ''])
  expect(host.querySelector('.status')?.textContent).toBe('Connecting...')
})
