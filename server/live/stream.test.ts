import { afterEach, describe, expect, test, vi } from 'vitest'
import { HttpError } from '../http/errors'
import { sseReader } from './sse-testing'
import { createStreams, productsEvent } from './stream'

afterEach(() => {
  vi.useRealTimers()
})

/** A read the test releases by hand, counting how many were made. */
function heldReads() {
  const waiting: ((json: string) => void)[] = []
  return {
    read: () => new Promise<string>((resolve) => waiting.push(resolve)),
    get count() {
      return waiting.length
    },
    release(json: string) {
      for (const resolve of waiting.splice(0)) resolve(json)
    },
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('live streams', () => {
  test('one read however many viewers connect and changes arrive meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const reads = heldReads()
    const streams = createStreams({ read: reads.read, backstopMs: 5_000 })
    const viewers = Array.from({ length: 100 }, () => sseReader(streams.connect('wildtv')))
    streams.changed('wildtv')
    streams.changed(null)
    expect(reads.count).toBe(1)
    reads.release('[1]')
    for (const viewer of viewers) {
      await viewer.next() // retry
      expect(await viewer.nextProducts()).toBe('[1]')
    }
    // The changes announced during the read: one more read, and nothing sent for the same list.
    await turn()
    expect(reads.count).toBe(1)
    reads.release('[1]')
    await turn()
    expect(await viewers[0]?.pending()).toBe(false)
    expect(streams.viewers).toBe(100)
    await Promise.all(viewers.map((viewer) => viewer.cancel()))
    expect(streams.viewers).toBe(0)
  })

  test('a viewer that leaves is forgotten, and the channel with its last viewer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let reads = 0
    const streams = createStreams({
      read: async () => {
        reads++
        return '[]'
      },
      backstopMs: 5_000,
    })
    const stays = sseReader(streams.connect('a'))
    const leaves = sseReader(streams.connect('a'))
    await stays.nextProducts()
    await leaves.nextProducts()
    await leaves.cancel()
    expect(streams.viewers).toBe(1)
    await stays.cancel()
    expect(streams.viewers).toBe(0)
    // No viewer, no backstop reads.
    const before = reads
    vi.advanceTimersByTime(60_000)
    expect(reads).toBe(before)
  })

  test('the backstop reads a channel with viewers again, and sends only a changed list', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let list = '[1]'
    const streams = createStreams({ read: async () => list, backstopMs: 5_000 })
    const viewer = sseReader(streams.connect('a'))
    expect(await viewer.nextProducts()).toBe('[1]')
    vi.advanceTimersByTime(5_000)
    expect(await viewer.pending()).toBe(false)
    list = '[2]'
    vi.advanceTimersByTime(5_000)
    expect(await viewer.nextProducts()).toBe('[2]')
    await viewer.cancel()
  })

  test('a viewer that does not read keeps only the newest list and does not hold others back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let list = 0
    const streams = createStreams({ read: async () => `[${list}]`, backstopMs: 5_000 })
    const stalled = streams.connect('a').getReader() // never read until the end
    const reader = sseReader(streams.connect('a'))
    expect(await reader.nextProducts()).toBe('[0]')
    for (list = 1; list <= 50; list++) {
      streams.changed('a')
      expect(await reader.nextProducts()).toBe(`[${list}]`)
    }
    // The stalled viewer's queue holds what fit and then the newest list, not 50 lists.
    const got: string[] = []
    const decoder = new TextDecoder()
    for (;;) {
      const next = await Promise.race([stalled.read(), turn().then(() => null)])
      if (!next || next.done) break
      got.push(decoder.decode(next.value))
    }
    const lists = got.filter((chunk) => chunk.startsWith('event: products'))
    expect(lists.length).toBeLessThanOrEqual(3)
    expect(lists.at(-1)).toBe(new TextDecoder().decode(productsEvent('[50]')))
    await Promise.all([stalled.cancel(), reader.cancel()])
  })

  test('the streams of a channel that is gone end', async () => {
    const streams = createStreams({
      read: async () => {
        throw new HttpError(404, 'Unknown channel: a')
      },
      backstopMs: 5_000,
    })
    const viewer = sseReader(streams.connect('a'))
    await viewer.next() // retry
    await expect(viewer.next()).rejects.toThrow('the stream ended')
    expect(streams.viewers).toBe(0)
  })

  test('endAll ends every stream', async () => {
    const streams = createStreams({ read: async () => '[]', backstopMs: 5_000 })
    const viewer = sseReader(streams.connect('a'))
    await viewer.nextProducts()
    streams.endAll()
    await expect(viewer.next()).rejects.toThrow('the stream ended')
  })
})
