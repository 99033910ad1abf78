/**
 * @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
// The test document loads neither the frames (happy-dom never does, and logs each refusal)
// nor the widget module it is told to add.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  BRIDGE_CONNECT_WAIT_MS,
  type Bridge,
  EMBED_NO_PICTURE,
  EMBED_PARAMS,
  FRAME_DEFAULT_HEIGHT_PX,
  FRAME_HEIGHT_PROPERTY,
  type FrameMethods,
} from '../../shared/bridge'
import { INLINE_TAG, TAG } from '../element/tag'
import type { CheckFetch } from './check'
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

/** What the server answers the embed check (a test sets another answer). */
let checkAnswer: CheckFetch
const checked = vi.fn<CheckFetch>((url, init) => checkAnswer(url, init))
const answer =
  (status: number, body: unknown): CheckFetch =>
  async () => ({ status, json: async () => body })

const HANDOFF = 'Abc_123-xyz_4567890'
const defined = defineLoaderElement({
  widgetOrigin: WIDGET,
  loaderSrc: `${WIDGET}/widget/loader.js`,
  page,
  connect: fakeBridge,
  handoffCode: HANDOFF,
  fetch: checked,
})

/** Lets the embed check answer and what follows it run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

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
/** The framed element's height: the page's custom property, else the default; important. */
const framedHeight = new RegExp(
  `height: var\\(${FRAME_HEIGHT_PROPERTY}, ?${FRAME_DEFAULT_HEIGHT_PX}px\\) ?!important`,
)
/** The text of the loader's `:host` rules (the element's own box). */
const hostHeight = (element: HTMLElement) =>
  root(element)
    .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === ':host')
    .map((rule) => rule.cssText)
    .join('\n')

beforeEach(() => {
  vi.useFakeTimers()
  page.origin = 'https://partner.com'
  bridges = []
  checkAnswer = answer(200, { ok: true })
  checked.mockClear()
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
  await settle()
  const reload = vi.spyOn(frameOf(one) as HTMLIFrameElement, 'setAttribute')
  bridges[1]?.connect()
  bridges[0]?.connect()
  await settle()
  expect(bridges[1]?.call).toHaveBeenCalledWith('redeemHandoff', HANDOFF)
  expect(bridges[0]?.call).not.toHaveBeenCalled()
  expect(reload).toHaveBeenCalledWith('src', frameOf(one)?.src)
  // Single use: a frame added later does not get it again.
  const three = mount({ 'channel-id': 'golf-network' })
  await settle()
  bridges[2]?.connect()
  await settle()
  expect(bridges[2]?.call).not.toHaveBeenCalled()
  expect(frameOf(two)).not.toBeNull()
  expect(frameOf(three)).not.toBeNull()
})

describe('frame mode (default on a foreign origin)', () => {
  test('makes a sandboxed frame to /embed for the channel, with the space reserved', async () => {
    const element = mount({ 'channel-id': 'wildtv', theme: 'dark' })
    await settle()
    const frame = frameOf(element)
    expect(frame?.src).toBe(
      `${WIDGET}/embed?channelId=wildtv&parentOrigin=https%3A%2F%2Fpartner.com&view=full&theme=dark&picture=none`,
    )
    expect(frame?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-top-navigation-by-user-activation',
    )
    expect(frame?.title).toBe('Shoppable TV live store')
    // The frame fills the element's box; nothing sets its height (the page may, on the element).
    expect(frame?.style.height).toBe('')
    expect(hostHeight(element)).toMatch(framedHeight)
    expect(bridges).toHaveLength(1)
    expect(bridges[0]?.options).toMatchObject({ element, frame, widgetOrigin: WIDGET })
    // The full widget module is not loaded on the host page.
    expect(document.querySelector(`script[${WIDGET_SCRIPT_MARK}]`)).toBeNull()
  })

  // Issue 17: without a time source nothing waits for the picture, so the frame need not
  // wait for the loader's first answer; with one, the frame asks as before.
  test('says picture=none in the address only when the element has no time source', async () => {
    const plain = mount({ 'channel-id': 'wildtv' })
    const timed = document.createElement(TAG) as HTMLElement & { timeSource?: unknown }
    timed.timeSource = () => null
    timed.setAttribute('channel-id', 'kbs')
    document.body.append(timed)
    const video = document.createElement(TAG) as HTMLElement & { timeSource?: unknown }
    video.timeSource = { getStartDate: () => new Date(0), currentTime: 0 }
    video.setAttribute('channel-id', 'golf-network')
    document.body.append(video)
    await settle()
    const picture = (element: HTMLElement) =>
      new URL(frameOf(element)?.src ?? '').searchParams.getAll('picture')
    expect(picture(plain)).toEqual(['none'])
    expect(picture(timed)).toEqual([])
    expect(picture(video)).toEqual([])
  })

  test('makes the frame, out of sight, before it asks the check', () => {
    let framesAtCheck: number | undefined
    checkAnswer = async () => {
      framesAtCheck = document.querySelector(TAG)?.shadowRoot?.querySelectorAll('iframe').length
      return { status: 200, json: async () => ({ ok: true }) }
    }
    const element = mount({ 'channel-id': 'wildtv' })
    expect(checked).toHaveBeenCalledTimes(1)
    expect(framesAtCheck).toBe(1)
    expect(frameOf(element)?.style.visibility).toBe('hidden')
  })

  test('mode="frame" frames the widget on our own origin too', async () => {
    page.origin = WIDGET
    const element = mount({ 'channel-id': 'kbs', mode: 'frame' })
    await settle()
    expect(frameOf(element)).not.toBeNull()
  })

  test('removal tears the bridge down; adding the element again connects anew', async () => {
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    element.remove()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    expect(root(element).childElementCount).toBe(0)
    document.body.append(element)
    await settle()
    expect(bridges).toHaveLength(2)
    expect(frameOf(element)).not.toBeNull()
  })

  test('a new channel-id replaces the frame; the same value changes nothing', async () => {
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    const first = frameOf(element)
    element.setAttribute('channel-id', 'wildtv')
    await settle()
    expect(frameOf(element)).toBe(first)
    expect(bridges).toHaveLength(1)
    element.setAttribute('channel-id', 'kbs')
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    await settle()
    expect(frameOf(element)?.src).toContain('channelId=kbs')
    expect(bridges).toHaveLength(2)
  })

  test('several elements each keep their own frame and bridge', async () => {
    const one = mount({ 'channel-id': 'wildtv' })
    const two = mount({ 'channel-id': 'kbs', view: 'store' })
    await settle()
    expect(bridges.map((bridge) => bridge.options.element)).toEqual([one, two])
    expect(frameOf(two)?.src).toContain('view=store')
    one.remove()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    expect(bridges[1]?.destroy).not.toHaveBeenCalled()
  })

  test('without a channel-id it says what is missing and frames nothing', async () => {
    const element = mount({})
    await settle()
    expect(frameOf(element)).toBeNull()
    expect(root(element).textContent).toContain('add channel-id')
    expect(bridges).toHaveLength(0)
    expect(checked).not.toHaveBeenCalled()
  })

  test('a frame that never connects is replaced by a notice with Try again', async () => {
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    const notice = () => root(element).querySelector<HTMLElement>('[role="status"]')
    await vi.advanceTimersByTimeAsync(BRIDGE_CONNECT_WAIT_MS - 1)
    expect(notice()?.hidden).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(notice()?.hidden).toBe(false)
    expect(notice()?.textContent).toContain('could not load')
    expect(frameOf(element)?.hidden).toBe(true)
    root(element).querySelector('button')?.click()
    await settle()
    expect(bridges).toHaveLength(2)
    expect(bridges[0]?.destroy).toHaveBeenCalled()
    // Trying again frames anew; the server already said yes.
    expect(checked).toHaveBeenCalledTimes(1)
    bridges[1]?.connect()
    await vi.advanceTimersByTimeAsync(BRIDGE_CONNECT_WAIT_MS)
    expect(frameOf(element)?.hidden).toBe(false)
    expect(notice()?.hidden).toBe(true)
  })
})

describe('the embed check beside the frame', () => {
  const REFUSED = `Shoppable TV: https://partner.com is not registered for the channel "wildtv", so the live store will not load on this page.`
  const collapsed = (element: HTMLElement) =>
    root(element).adoptedStyleSheets.some((sheet) =>
      [...sheet.cssRules].some((rule) => /^:host \{ display: none !important/.test(rule.cssText)),
    )

  test('asks our API for the channel and this page’s origin, without credentials', async () => {
    mount({ 'channel-id': 'wildtv' })
    await settle()
    expect(checked).toHaveBeenCalledWith(
      `${WIDGET}/api/embed/check?channelId=wildtv&parentOrigin=https%3A%2F%2Fpartner.com`,
      { credentials: 'omit' },
    )
  })

  test('the frame loads while it asks, out of sight, in the space kept for it', async () => {
    checkAnswer = () => new Promise(() => {})
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    expect(frameOf(element)?.src).toContain('/embed?channelId=wildtv')
    expect(frameOf(element)?.style.visibility).toBe('hidden')
    expect(bridges).toHaveLength(1)
    expect(hostHeight(element)).toMatch(framedHeight)
  })

  test.each([403, 404])(
    'a %i: the frame goes, the element collapses, the server’s words once in the console',
    async (status) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      checkAnswer = answer(status, {
        error: { code: status === 403 ? 'forbidden' : 'not-found', message: REFUSED },
      })
      const element = mount({ 'channel-id': 'wildtv' })
      await settle()
      expect(frameOf(element)).toBeNull()
      expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
      expect(root(element).childElementCount).toBe(0)
      expect(collapsed(element)).toBe(true)
      expect(logged).toHaveBeenCalledTimes(1)
      expect(logged).toHaveBeenCalledWith(REFUSED)
      // Re-rendered for another view: the same answer, not asked or said again.
      element.setAttribute('view', 'store')
      await settle()
      expect(checked).toHaveBeenCalledTimes(1)
      expect(logged).toHaveBeenCalledTimes(1)
      expect(frameOf(element)).toBeNull()
    },
  )

  test('a 200 shows the frame', async () => {
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    expect(frameOf(element)?.style.visibility).toBe('')
    expect(collapsed(element)).toBe(false)
  })

  test.each([
    [
      'a network failure',
      (() => Promise.reject(new TypeError('Failed to fetch'))) satisfies CheckFetch,
    ],
    [
      'a 5xx',
      answer(503, { error: { code: 'internal', message: 'Something went wrong on our side' } }),
    ],
  ])('%s shows the frame as before, and logs nothing', async (_name, fetch) => {
    const logged = vi.spyOn(console, 'error')
    checkAnswer = fetch
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    expect(frameOf(element)?.style.visibility).toBe('')
    expect(logged).not.toHaveBeenCalledWith(expect.stringContaining('Something went wrong'))
  })

  test('asks once per element and channel-id: again only when channel-id changes', async () => {
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    element.setAttribute('theme', 'dark')
    element.remove()
    document.body.append(element)
    await settle()
    expect(checked).toHaveBeenCalledTimes(1)
    expect(frameOf(element)?.src).toContain('theme=dark')
    element.setAttribute('channel-id', 'kbs')
    await settle()
    expect(checked).toHaveBeenCalledTimes(2)
    expect(checked).toHaveBeenLastCalledWith(expect.stringContaining('channelId=kbs'), {
      credentials: 'omit',
    })
  })

  test('a channel-id that changes to a refused one collapses; back to a good one frames again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    checkAnswer = answer(404, {
      error: { code: 'not-found', message: 'Shoppable TV: there is no channel "nope"' },
    })
    element.setAttribute('channel-id', 'nope')
    await settle()
    expect(frameOf(element)).toBeNull()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    checkAnswer = answer(200, { ok: true })
    element.setAttribute('channel-id', 'kbs')
    await settle()
    expect(frameOf(element)?.src).toContain('channelId=kbs')
    expect(collapsed(element)).toBe(false)
  })

  test('an element removed before the answer loses its frame, and shows nothing after', async () => {
    let reply: (value: Awaited<ReturnType<CheckFetch>>) => void = () => {}
    checkAnswer = () =>
      new Promise((resolve) => {
        reply = resolve
      })
    const element = mount({ 'channel-id': 'wildtv' })
    await settle()
    element.remove()
    expect(bridges[0]?.destroy).toHaveBeenCalledTimes(1)
    reply({ status: 200, json: async () => ({ ok: true }) })
    await settle()
    expect(frameOf(element)).toBeNull()
    expect(bridges).toHaveLength(1)
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
  const none = new URL(
    embedUrl(WIDGET, { channelId: 'kbs', view: 'full', theme: 'dark' }, WIDGET, true),
  )
  expect(none.searchParams.get(EMBED_PARAMS.picture)).toBe(EMBED_NO_PICTURE)
})
