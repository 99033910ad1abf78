/**
 * @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
// The test document loads neither the frames (happy-dom never does, and logs each refusal)
// nor the widget module it is told to add.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  BRIDGE_CONNECT_WAIT_MS,
  type Bridge,
  FRAME_INITIAL_HEIGHT_PX,
  type FrameMethods,
} from '../../shared/bridge'
import { INLINE_TAG, TAG } from '../element/tag'
import { defineLoaderElement, embedUrl } from './element'
import { WIDGET_SCRIPT_MARK } from './load'
import type { ParentBridgeOptions } from './parent-bridge'

const WIDGET = 'https://stv.example'
const page = {
  origin: 'https://partner.com',
  href: 'https://partner.com/live',
  title: 'Live',
  navigate: vi.fn(),
}

type FakeBridge = Bridge<FrameMethods> & {
  options: ParentBridgeOptions
  destroy: ReturnType<typeof vi.fn>
  connect(): void
}
let bridges: FakeBridge[] = []

function fakeBridge(options: ParentBridgeOptions): FakeBridge {
  let connect = () => {}
  const connected = new Promise<void>((resolve) => {
    connect = resolve
  })
  const bridge = {
    options,
    connected,
    connect,
    call: vi.fn(async () => undefined),
    destroy: vi.fn(),
  }
  bridges.push(bridge)
  return bridge
}

const HANDOFF = 'Abc_123-xyz_4567890'
const defined = defineLoaderElement({
  widgetOrigin: WIDGET,
  loaderSrc: `${WIDGET}/widget/loader.js`,
  page,
  connect: fakeBridge,
  handoffCode: HANDOFF,
})

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(TAG)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

const root = (element: HTMLElement) => {
  if (!element.shadowRoot) throw new Error('no shadow root')
  return element.shadowRoot
}
const frameOf = (element: HTMLElement) => root(element).querySelector('iframe')

beforeEach(() => {
  page.origin = 'https://partner.com'
  bridges = []
})
afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('defines the element once; a second copy of the loader defines nothing', () => {
  expect(defined).toBe(true)
  const first = customElements.get(TAG)
  const again = defineLoaderElement({
    widgetOrigin: WIDGET,
    loaderSrc: `${WIDGET}/widget/loader.js`,
  })
  expect(again).toBe(false)
  expect(customElements.get(TAG)).toBe(first)
})

// Before any other frame connects: the code is the page's, once.
test('the first frame to connect redeems the handoff code; the others then reload', async () => {
  const one = mount({ 'channel-id': 'wildtv' })
  const two = mount({ 'channel-id': 'kbs' })
  const reload = vi.spyOn(frameOf(one) as HTMLIFrameElement, 'setAttribute')
  bridges[1]?.connect()
  bridges[0]?.connect()
  await Promise.resolve()
  await Promise.resolve()
  expect(bridges[1]?.call).toHaveBeenCalledWith('redeemHandoff', HANDOFF)
  expect(bridges[0]?.call).not.toHaveBeenCalled()
  expect(reload).toHaveBeenCalledWith('src', frameOf(one)?.src)
  // Single use: a frame added later does not get it again.
  const three = mount({ 'channel-id': 'golf-network' })
  bridges[2]?.connect()
  await Promise.resolve()
  expect(bridges[2]?.call).not.toHaveBeenCalled()
  expect(frameOf(two)).not.toBeNull()
  expect(frameOf(three)).not.toBeNull()
})

describe('frame mode (default on a foreign origin)', () => {
  test('makes a sandboxed frame to /embed for the channel, with the space reserved', () => {
    const element = mount({ 'channel-id': 'wildtv', theme: 'dark' })
    const frame = frameOf(element)
    expect(frame?.src).toBe(
      `${WIDGET}/embed?channelId=wildtv&parentOrigin=https%3A%2F%2Fpartner.com&view=full&theme=dark`,
    )
    expect(frame?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms',
    )
    expect(frame?.title).toBe('Shoppable TV live store')
    expect(frame?.style.height).toBe(`${FRAME_INITIAL_HEIGHT_PX}px`)
    expect(bridges).toHaveLength(1)
    expect(bridges[0]?.options).toMatchObject({ element, frame, widgetOrigin: WIDGET })
    // The full widget module is not loaded on the host page.
    expect(document.querySelector(`script[${WIDGET_SCRIPT_MARK}]`)).toBeNull()
  })

  test('mode="frame" frames the widget on our own origin too', () => {
    page.origin = WIDGET
    const element = mount({ 'channel-id': 'kbs', mode: 'frame' })
    expect(frameOf(element)).not.toBeNull()
  })

  test('removal tears the bridge down; adding the element again connects anew', () => {
    const element = mount({ 'channel-id': 'wildtv' })
    element.remove()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    expect(root(element).childElementCount).toBe(0)
    document.body.append(element)
    expect(bridges).toHaveLength(2)
    expect(frameOf(element)).not.toBeNull()
  })

  test('a new channel-id replaces the frame; the same value changes nothing', () => {
    const element = mount({ 'channel-id': 'wildtv' })
    const first = frameOf(element)
    element.setAttribute('channel-id', 'wildtv')
    expect(frameOf(element)).toBe(first)
    expect(bridges).toHaveLength(1)
    element.setAttribute('channel-id', 'kbs')
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    expect(frameOf(element)?.src).toContain('channelId=kbs')
    expect(bridges).toHaveLength(2)
  })

  test('several elements each keep their own frame and bridge', () => {
    const one = mount({ 'channel-id': 'wildtv' })
    const two = mount({ 'channel-id': 'kbs', view: 'store' })
    expect(bridges.map((bridge) => bridge.options.element)).toEqual([one, two])
    expect(frameOf(two)?.src).toContain('view=store')
    one.remove()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    expect(bridges[1]?.destroy).not.toHaveBeenCalled()
  })

  test('without a channel-id it says what is missing and frames nothing', () => {
    const element = mount({})
    expect(frameOf(element)).toBeNull()
    expect(root(element).textContent).toContain('add channel-id')
    expect(bridges).toHaveLength(0)
  })

  test('a frame that never connects is replaced by a notice with Try again', async () => {
    vi.useFakeTimers()
    const element = mount({ 'channel-id': 'wildtv' })
    const notice = () => root(element).querySelector<HTMLElement>('[role="status"]')
    await vi.advanceTimersByTimeAsync(BRIDGE_CONNECT_WAIT_MS - 1)
    expect(notice()?.hidden).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(notice()?.hidden).toBe(false)
    expect(notice()?.textContent).toContain('could not load')
    expect(frameOf(element)?.hidden).toBe(true)
    root(element).querySelector('button')?.click()
    expect(bridges).toHaveLength(2)
    expect(bridges[0]?.destroy).toHaveBeenCalled()
    bridges[1]?.connect()
    await vi.advanceTimersByTimeAsync(BRIDGE_CONNECT_WAIT_MS)
    expect(frameOf(element)?.hidden).toBe(false)
    expect(notice()?.hidden).toBe(true)
  })
})

describe('inline mode (default on our own origin)', () => {
  test('on our origin it loads the widget module once and hosts the inline widget', () => {
    page.origin = WIDGET
    const one = mount({ 'channel-id': 'wildtv', theme: 'light', 'api-base': '/x', mode: 'auto' })
    mount({ 'channel-id': 'kbs' })
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script[${WIDGET_SCRIPT_MARK}]`)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(`${WIDGET}/widget/0.0.9/shoppable-tv.js`)
    const inner = root(one).querySelector(INLINE_TAG)
    expect(inner?.getAttribute('channel-id')).toBe('wildtv')
    expect(inner?.getAttribute('theme')).toBe('light')
    expect(inner?.getAttribute('api-base')).toBe('/x')
    expect(inner?.hasAttribute('mode')).toBe(false)
    expect(frameOf(one)).toBeNull()
    expect(bridges).toHaveLength(0)
  })

  test('mode="inline" opts out of the frame on a foreign origin', () => {
    const element = mount({ 'channel-id': 'wildtv', mode: 'inline' })
    expect(root(element).querySelector(INLINE_TAG)).not.toBeNull()
    expect(bridges).toHaveLength(0)
  })
})

test('the embed URL carries exactly the parameters the server reads', () => {
  const url = new URL(
    embedUrl(
      WIDGET,
      { channelId: 'wildtv', view: 'account', theme: 'auto' },
      'http://a.example:81',
    ),
  )
  expect(url.origin + url.pathname).toBe(`${WIDGET}/embed`)
  expect(Object.fromEntries(url.searchParams)).toEqual({
    channelId: 'wildtv',
    parentOrigin: 'http://a.example:81',
    view: 'account',
    theme: 'auto',
  })
})
