import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary'
import { Layout } from './Layout'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | undefined
let container: HTMLElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  localStorage.clear()
  delete document.documentElement.dataset.hydrated
  container = document.createElement('div')
  document.body.replaceChildren(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.restoreAllMocks()
})

/** Renders the layout at `path` around a one-heading page. */
function renderLayout(path: string): void {
  root = createRoot(container)
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={path} element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  )
}

// A prerendered page waits in its Suspense boundary to be hydrated in small slices; an
// update that reached the boundary first would make React hydrate it in one long task.
test('switching the theme re-renders the layout but not the page slot', () => {
  renderLayout('/home')
  const slotRenders = vi.spyOn(RouteErrorBoundary.prototype, 'render')
  const toggle = container.querySelector<HTMLButtonElement>('.theme-toggle')
  const next = toggle?.textContent === 'Light theme' ? 'light' : 'dark'

  act(() => toggle?.click())

  expect(container.querySelector('.site')?.getAttribute('data-theme')).toBe(next)
  expect(slotRenders).not.toHaveBeenCalled()
})

test('the document is marked hydrated once the page is rendered', () => {
  renderLayout('/home')
  expect(container.querySelector('h1')?.textContent).toBe('Page')
  expect(document.documentElement.dataset.hydrated).toBe('')
})
