import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { RouteErrorBoundary } from './RouteErrorBoundary'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Boom(): never {
  throw new TypeError('Failed to fetch')
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

test('a page that throws shows the route error page, cleared by the next route', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <RouteErrorBoundary resetKey="/docs">
        <Boom />
      </RouteErrorBoundary>,
    ),
  )
  expect(host.querySelector('h1')?.textContent).toBe('Network Error')
  expect(host.textContent).toContain('NET')
  const labels = [...host.querySelectorAll('button, a')].map((el) => el.textContent)
  expect(labels).toEqual(['Reload', 'Go to Home', 'Go Back'])

  await act(async () =>
    root.render(
      <RouteErrorBoundary resetKey="/home">
        <h1>Home</h1>
      </RouteErrorBoundary>,
    ),
  )
  expect(host.querySelector('h1')?.textContent).toBe('Home')
  await act(async () => root.unmount())
})
