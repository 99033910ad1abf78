import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { TimerId } from '../../shared/api/timers'
import { createStudioApi } from './api'
import type { Studio } from './context'
import { ANA, type FakeAnswer, type FakeCall, type FakeStudioEnv } from './testing'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** Routes of a fake server: `METHOD /path` → an answer, or a function of the call. */
export type ServerRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>

/** A fake server from routes; anything else is a 404. */
export function server(routes: ServerRoutes) {
  return (call: FakeCall): FakeAnswer => {
    const answer = routes[`${call.method} ${call.path}`]
    if (!answer)
      return {
        status: 404,
        body: { error: { code: 'not-found', message: `no route ${call.method} ${call.path}` } },
      }
    return typeof answer === 'function' ? answer(call) : answer
  }
}

/** A signed-in Studio (Ana) on a fake env. */
export function fakeStudio(env: FakeStudioEnv): Studio {
  const api = createStudioApi({ env, token: () => 'token-ana', onUnauthorized: () => {} })
  return { env, api, user: ANA }
}

/** Renders into a fresh host in the document; `unmount` takes it away. */
export async function mount(node: ReactNode) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.replaceChildren(host)
  const root: Root = createRoot(host)
  await act(async () => root.render(node))
  await settle()
  return {
    host,
    text: () => host.textContent ?? '',
    button: (name: string) => findButton(host, name),
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount: () => act(async () => root.unmount()),
  }
}

/** Lets pending answers and renders finish. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

/** The button whose accessible text (visible and visually hidden) is `name`. */
export function findButton(host: HTMLElement, name: string): HTMLButtonElement {
  const all = [...host.querySelectorAll('button')]
  const found = all.find((b) => b.textContent === name)
  if (!found) throw new Error(`no button ${name}: ${all.map((b) => b.textContent).join(' | ')}`)
  return found
}

/** Types into an input or textarea the way React notices. */
export async function type(field: Element | null, value: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('not a text field')
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  await act(async () => {
    setter?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function click(target: HTMLElement | null) {
  await act(async () => target?.click())
  await settle()
}

export async function submit(form: HTMLFormElement | null | undefined) {
  await act(async () => form?.requestSubmit())
  await settle()
}

/** Chooses `file` in a file input, as a person picking it would. */
export async function choose(input: Element | null, file: File) {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input')
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })))
  await settle()
}

/** Chooses `value` in a select the way React notices. */
export async function pick(field: Element | null, value: string) {
  if (!(field instanceof HTMLSelectElement)) throw new Error('not a select')
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(field, value)
    field.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await settle()
}

/**
 * The env's timers by hand (set them up before `fakeStudio(env)`): each is kept with its delay
 * until `run(ms)` fires those of that delay; nothing waits in real time.
 */
export function handTimers(env: FakeStudioEnv) {
  const timers = new Map<number, { ms: number; fn: () => void }>()
  let next = 0
  env.setTimeout = (fn, ms) => {
    timers.set(++next, { ms, fn })
    return next as unknown as TimerId
  }
  env.clearTimeout = (id) => void timers.delete(id as unknown as number)
  return {
    /** How many timers of `ms` are waiting. */
    waiting: (ms: number) => [...timers.values()].filter((timer) => timer.ms === ms).length,
    /** Fires every waiting timer of `ms`, lets the answers settle, and says how many fired. */
    async run(ms: number) {
      const due = [...timers].filter(([, timer]) => timer.ms === ms)
      for (const [id, timer] of due) {
        timers.delete(id)
        timer.fn()
      }
      await settle()
      return due.length
    },
  }
}
