import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type ImageLoad, loadImage } from './env'

/** Pictures the fake browser already holds: complete as soon as an image's address is set. */
const held = new Map<string, { width: number; height: number }>()

/** The part of `HTMLImageElement` loadImage uses; events come only when a test sends them. */
class FakeImage {
  static last: FakeImage | null = null
  complete = false
  naturalWidth = 0
  naturalHeight = 0
  currentSrc = ''
  decoding = 'auto'
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  private address = ''

  constructor() {
    FakeImage.last = this
  }

  get src(): string {
    return this.address
  }

  set src(url: string) {
    this.address = url
    const picture = held.get(url)
    // A broken picture the browser holds is complete too, without a size.
    this.complete = picture !== undefined
    this.naturalWidth = picture?.width ?? 0
    this.naturalHeight = picture?.height ?? 0
    this.currentSrc = picture ? url : ''
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.address = ''
  }

  /** The browser's `load` event, as for a picture that arrived. */
  arrive(width: number, height: number): void {
    this.complete = true
    this.naturalWidth = width
    this.naturalHeight = height
    this.currentSrc = this.address
    this.onload?.()
  }
}

/** Starts a load and says what it answered so far (undefined while it waits). */
async function start(url: string, timeoutMs = 5000) {
  let answer: ImageLoad | undefined
  void loadImage(url, timeoutMs).then((result) => {
    answer = result
  })
  // Whatever the load answers at once is seen after the promise's own jobs have run.
  await Promise.resolve()
  await Promise.resolve()
  return { answer: () => answer, image: FakeImage.last }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('Image', FakeImage)
  held.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('loadImage', () => {
  test('answers a picture the browser already holds at once, without waiting for its load event', async () => {
    held.set('https://shop.example/a.png', { width: 400, height: 300 })
    const load = await start('https://shop.example/a.png')
    expect(load.answer()).toEqual({
      ok: true,
      width: 400,
      height: 300,
      finalUrl: 'https://shop.example/a.png',
    })
  })

  test('waits for the load event of a picture that is still coming', async () => {
    const load = await start('https://shop.example/b.png')
    expect(load.answer()).toBeUndefined()
    load.image?.arrive(200, 200)
    await Promise.resolve()
    expect(load.answer()).toEqual({
      ok: true,
      width: 200,
      height: 200,
      finalUrl: 'https://shop.example/b.png',
    })
  })

  test('a held picture without a size waits for its error event', async () => {
    held.set('https://shop.example/broken.png', { width: 0, height: 0 })
    const load = await start('https://shop.example/broken.png')
    expect(load.answer()).toBeUndefined()
    load.image?.onerror?.()
    await Promise.resolve()
    expect(load.answer()).toEqual({ ok: false, reason: 'error' })
  })

  test('a picture that does not come in time is a timeout, and its download is dropped', async () => {
    const load = await start('https://shop.example/slow.png', 1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(load.answer()).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(load.answer()).toEqual({ ok: false, reason: 'timeout' })
    expect(load.image?.src).toBe('')
  })
})
