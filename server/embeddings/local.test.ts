import type { Worker } from 'node:worker_threads'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { EmbeddingError } from './errors'
import { LOCAL_DIMENSIONS, localModel, RETIRE_AFTER_BATCH_MS } from './local'
import { CHUNK_TEXTS } from './queue'
import { dot } from './vectors'

// One model for the file: its worker loads the real encoder once.
const model = localModel()
afterAll(() => model.close())

describe('the local model (Universal Sentence Encoder lite, in a worker)', () => {
  test('answers one unit vector of 512 numbers per text, in order, empty texts included', async () => {
    const vectors = await model.embed(['kitchen blender', '', 'surfboard'])
    expect(vectors).toHaveLength(3)
    for (const vector of vectors) {
      expect(vector).toHaveLength(LOCAL_DIMENSIONS)
      expect(dot(vector, vector)).toBeCloseTo(1, 5)
    }
    const [again] = await model.embed(['surfboard'])
    expect(dot(again ?? new Float32Array(), vectors[2] ?? new Float32Array())).toBeCloseTo(1, 5)
  })

  test.each([
    ['What a strike from outside the box, top corner!', 'football boots', 'a kitchen blender'],
    ['Blitz everything until the soup is silky smooth', 'a kitchen blender', 'a golf driver'],
    [
      'The swell is building, perfect for catching a few waves',
      'a surfboard',
      'a boat trip ticket',
    ],
    ['Break point down, she serves out wide', 'a tennis racket', 'football boots'],
  ])('"%s" is nearer "%s" than "%s"', async (caption, near, far) => {
    const [c, n, f] = await model.embed([caption, near, far])
    if (!c || !n || !f) throw new Error('missing vectors')
    expect(dot(c, n)).toBeGreaterThan(dot(c, f))
  })

  test('a query asked while a long batch runs is answered before the batch', async () => {
    const batch = Array.from(
      { length: CHUNK_TEXTS * 4 },
      (_, i) => `item number ${i} of a long feed`,
    )
    const order: string[] = []
    const batchDone = model.embed(batch).then(() => order.push('batch'))
    const queryDone = model.embed(['a caption on air']).then(() => order.push('query'))
    await Promise.all([batchDone, queryDone])
    expect(order).toEqual(['query', 'batch'])
  })

  test('a call aborted while it waits rejects with the reason and the model goes on', async () => {
    const controller = new AbortController()
    const waiting = model.embed(['one', 'two', 'three', 'four', 'five'], controller.signal)
    controller.abort(new Error('segment ended'))
    await expect(waiting).rejects.toThrow('segment ended')
    await expect(model.embed(['still here'])).resolves.toHaveLength(1)
  })
})

describe('the local model’s worker', () => {
  test('a worker that crashes rejects the waiting calls, and the next call starts another', async () => {
    let started = 0
    const crashing = localModel({
      workerUrl: new URL('./fixtures/crash-worker.ts', import.meta.url),
      workerStarted: () => {
        started += 1
      },
    })
    try {
      const first = crashing.embed(['a'])
      const second = crashing.embed(['b', 'c', 'd', 'e', 'f'])
      await expect(first).rejects.toThrow(EmbeddingError)
      await expect(second).rejects.toThrow(/local model failed/)
      expect(started).toBe(1)
      await expect(crashing.embed(['again'])).rejects.toMatchObject({ code: 'worker' })
      expect(started).toBe(2)
    } finally {
      await crashing.close()
    }
  })

  test('close() ends the worker and later calls are refused', async () => {
    const workers: Worker[] = []
    const closing = localModel({ workerStarted: (worker) => workers.push(worker) })
    await closing.embed(['warm up'])
    expect(workers).toHaveLength(1)
    let exited = false
    workers[0]?.once('exit', () => {
      exited = true
    })
    await closing.close()
    expect(exited).toBe(true)
    await expect(closing.embed(['after close'])).rejects.toMatchObject({ code: 'closed' })
  })

  test('a worker that embedded a batch is retired once batches stop, one that only answered queries is kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const workers: Worker[] = []
    const recycled = localModel({ workerStarted: (worker) => workers.push(worker) })
    try {
      await recycled.embed(['a caption'])
      vi.advanceTimersByTime(RETIRE_AFTER_BATCH_MS * 2)
      await recycled.embed(['the next caption'])
      expect(workers).toHaveLength(1)

      await recycled.embed(Array.from({ length: CHUNK_TEXTS + 1 }, (_, i) => `imported item ${i}`))
      const exited = new Promise((resolve) => workers[0]?.once('exit', resolve))
      vi.advanceTimersByTime(RETIRE_AFTER_BATCH_MS - 1)
      await recycled.embed(['a caption while the import settles'])
      expect(workers).toHaveLength(1)
      vi.advanceTimersByTime(1)
      await exited
      const [vector] = await recycled.embed(['a caption after the import'])
      expect(vector).toHaveLength(LOCAL_DIMENSIONS)
      expect(workers).toHaveLength(2)
    } finally {
      vi.useRealTimers()
      await recycled.close()
    }
  })
})
