import { act } from 'preact/test-utils'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createRoot } from '../preact-react/client'
import { revealTab, type TabId, Tabs } from './Tabs'

const host = document.createElement('div')
const root = createRoot(host)
beforeEach(() => document.body.append(host))
afterEach(() => {
  root.unmount()
  host.remove()
})

/**
 * Lays the tab list out as a 200 px wide window on four 120 px tabs, scrolling 0..280 px as a
 * browser clamps it (happy-dom has no layout).
 */
function layOut(list: HTMLElement) {
  let scrolled = 0
  Object.defineProperty(list, 'scrollLeft', {
    get: () => scrolled,
    set: (to: number) => {
      scrolled = Math.max(0, Math.min(280, to))
    },
  })
  const rect = (left: number, width: number) => () =>
    ({ left, right: left + width, width, top: 0, bottom: 44, height: 44, x: left, y: 0 }) as DOMRect
  list.getBoundingClientRect = rect(0, 200)
  list.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, index) => {
    tab.getBoundingClientRect = () => rect(index * 120 - list.scrollLeft, 120)()
  })
}

function tab(name: string): HTMLElement {
  const found = [...host.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (button) => button.textContent === name,
  )
  if (!found) throw new Error(`no tab ${name}`)
  return found
}

test('revealTab scrolls the list just far enough to show the tab, clear of the edge fade', () => {
  root.render(<Tabs selected="live" onSelect={() => {}} idPrefix="t" />)
  const list = host.querySelector<HTMLElement>('[role="tablist"]')
  if (!list) throw new Error('no tablist')
  layOut(list)
  revealTab(list, tab('Live'))
  expect(list.scrollLeft).toBe(0)
  revealTab(list, tab('Most clicked'))
  // Most clicked spans 240..360: its right edge at the window's plus the fade's room.
  expect(list.scrollLeft).toBe(360 - 200 + 28)
  revealTab(list, tab('Favourites'))
  // Favourites ends the list: scrolled to the end.
  expect(list.scrollLeft).toBe(280)
  revealTab(list, tab('Most liked'))
  // Most liked spans 120..240: its left edge less the fade's room.
  expect(list.scrollLeft).toBe(120 - 28)
  // A tab already in view moves nothing.
  revealTab(list, tab('Most liked'))
  expect(list.scrollLeft).toBe(120 - 28)
  // One in view but under the fade is moved clear of it.
  list.scrollLeft = 160
  revealTab(list, tab('Most clicked'))
  expect(list.scrollLeft).toBe(188)
})

test('selecting a tab, or a pulse on one, scrolls it into view', async () => {
  let selected: TabId = 'live'
  const render = (pulse: TabId | null = null) =>
    root.render(
      <Tabs
        selected={selected}
        onSelect={(next) => {
          selected = next
        }}
        idPrefix="t"
        pulse={pulse}
      />,
    )
  await act(() => render())
  const list = host.querySelector<HTMLElement>('[role="tablist"]')
  if (!list) throw new Error('no tablist')
  layOut(list)
  // End selects the last tab, as the keyboard does.
  await act(() => {
    tab('Live').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
  })
  expect(selected).toBe('favourites')
  await act(() => render())
  expect(list.scrollLeft).toBe(280)
  selected = 'live'
  await act(() => render())
  expect(list.scrollLeft).toBe(0)
  await act(() => render('favourites'))
  expect(list.scrollLeft).toBe(280)
  expect(tab('Favourites').className).toBe('tab pulse')
  // A tab selected during the pulse comes into view too; when the pulse ends, the selected one.
  selected = 'most-liked'
  await act(() => render('favourites'))
  expect(list.scrollLeft).toBe(92)
  list.scrollLeft = 280
  await act(() => render())
  expect(list.scrollLeft).toBe(92)
})

test('as the list first shows, the first tab is not measured (it is in view); another one is', async () => {
  const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
  await act(() =>
    root.render(<Tabs selected="live" onSelect={() => {}} idPrefix="t" pulse={null} />),
  )
  expect(measured).not.toHaveBeenCalled()
  await act(() => root.unmount())
  await act(() =>
    root.render(<Tabs selected="favourites" onSelect={() => {}} idPrefix="t" pulse={null} />),
  )
  expect(measured).toHaveBeenCalled()
  measured.mockRestore()
})
