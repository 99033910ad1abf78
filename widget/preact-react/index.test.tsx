import { atom, computed } from 'nanostores'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import { createRoot } from './client'
import { createElement, useLayoutEffect, useSyncExternalStore } from './index'
import { useStore } from './use-store'

const host = document.createElement('div')
const root = createRoot(host)
afterEach(() => root.unmount())

test('useSyncExternalStore shows the snapshot and follows its changes', async () => {
  const $count = atom(1)
  const Count = () => <p>{useStore($count)}</p>
  await act(() => root.render(<Count />))
  expect(host.textContent).toBe('1')
  await act(() => $count.set(2))
  expect(host.textContent).toBe('2')
})

test('useStore follows a derived store, and stops listening when unmounted', async () => {
  const $count = atom(1)
  const $double = computed($count, (count) => count * 2)
  const Double = () => <p>{useStore($double)}</p>
  await act(() => root.render(<Double />))
  expect(host.textContent).toBe('2')
  await act(() => $count.set(5))
  expect(host.textContent).toBe('10')
  await act(() => root.unmount())
  expect($double.lc).toBe(0)
})

test('a change between the render and the subscription is not lost', async () => {
  let value = 'first'
  const listeners = new Set<() => void>()
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange)
    return () => void listeners.delete(onChange)
  }
  const Shown = () => {
    const current = useSyncExternalStore(subscribe, () => value)
    // Changes during the first render, before any subscription exists.
    value = 'second'
    return <p>{current}</p>
  }
  await act(() => root.render(<Shown />))
  expect(host.textContent).toBe('second')
})

test('a change an ancestor’s layout effect makes is drawn before the first paint', async () => {
  const $status = atom('loading')
  const Status = () => <p>{useStore($status)}</p>
  const Starts = () => {
    // Layout effects run children first: the child has rendered 'loading' by now.
    useLayoutEffect(() => $status.set('signed out'), [])
    return <Status />
  }
  root.render(<Starts />)
  // Microtasks only: no frame has been painted and no timer has run, so an effect that waits
  // for the paint (useEffect) has not subscribed yet.
  for (let i = 0; i < 3; i++) await Promise.resolve()
  expect(host.textContent).toBe('signed out')
})

test('createRoot renders with React’s createElement and unmounts to nothing', async () => {
  await act(() => root.render(createElement('b', null, 'hi')))
  expect(host.innerHTML).toBe('<b>hi</b>')
  await act(() => root.unmount())
  expect(host.innerHTML).toBe('')
})
