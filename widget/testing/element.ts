import { act } from 'preact/test-utils'
import { vi } from 'vitest'
import { TAG } from '../element/tag'

/** Advances fake time inside act(), so Preact's after-paint effects run too. */
export const tick = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

/** Adds a `<shoppable-tv>` with these attributes to the document and lets it render. */
export async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement(TAG)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  await act(() => {
    document.body.append(element)
  })
  return element
}

/** The element's shadow root (a test fails when it has none). */
export function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root')
  return element.shadowRoot
}
