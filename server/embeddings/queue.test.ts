import { describe, expect, test } from 'vitest'
import { CHUNK_TEXTS, createChunkQueue } from './queue'

// A runner the test answers by hand: each chunk waits until the test resolves or fails it.
function manualRunner() {
  const asked: { texts: string[]; answer: () => void; fail: (error: Error) => void }[] = []
  const run = (texts: string[]) =>
    new Promise<Float32Array[]>((resolve, reject) => {
      asked.push({
        texts,
        answer: () => resolve(texts.map((text) => Float32Array.of(text.length))),
        fail: reject,
      })
    })
  // Lets the queue's pump take its next chunk after an answer.
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return { asked, run, settle }
}

const texts = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => `${prefix}${i}`)

describe('the local model’s queue', () => {
  test('splits a large call into chunks run one at a time, and answers in order', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const done = queue.embed(texts(CHUNK_TEXTS * 2 + 1))
    for (let i = 0; i < 3; i++) {
      expect(runner.asked).toHaveLength(i + 1)
      runner.asked[i]?.answer()
      await runner.settle()
    }
    expect(runner.asked.map((chunk) => chunk.texts.length)).toEqual([CHUNK_TEXTS, CHUNK_TEXTS, 1])
    const vectors = await done
    expect(vectors.map((vector) => vector[0])).toEqual(
      texts(CHUNK_TEXTS * 2 + 1).map((t) => t.length),
    )
  })

  test('a query asked during a batch runs right after the chunk in flight', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const batch = queue.embed(texts(CHUNK_TEXTS * 3, 'item'))
    const query = queue.embed(['caption'])
    runner.asked[0]?.answer()
    await runner.settle()
    expect(runner.asked[1]?.texts).toEqual(['caption'])
    runner.asked[1]?.answer()
    await expect(query).resolves.toHaveLength(1)
    for (const i of [2, 3]) {
      await runner.settle()
      runner.asked[i]?.answer()
    }
    await expect(batch).resolves.toHaveLength(CHUNK_TEXTS * 3)
  })

  test('a call of one chunk (a caption’s words) goes ahead of a batch; a longer one waits', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const batch = queue.embed(texts(CHUNK_TEXTS * 3, 'item'))
    const longer = queue.embed(texts(CHUNK_TEXTS + 1, 'long'))
    const words = queue.embed(texts(CHUNK_TEXTS, 'word'))
    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      await runner.settle()
      const chunk = runner.asked[i]
      order.push(chunk?.texts[0] ?? 'none')
      chunk?.answer()
    }
    // After the chunk in flight: the words, then the batch's chunks left, then the longer call.
    expect(order).toEqual([
      'item0',
      'word0',
      `item${CHUNK_TEXTS}`,
      `item${CHUNK_TEXTS * 2}`,
      'long0',
      `long${CHUNK_TEXTS}`,
    ])
    await expect(words).resolves.toHaveLength(CHUNK_TEXTS)
    await expect(batch).resolves.toHaveLength(CHUNK_TEXTS * 3)
    await expect(longer).resolves.toHaveLength(CHUNK_TEXTS + 1)
  })

  test('an aborted call’s remaining chunks are never run', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const controller = new AbortController()
    const batch = queue.embed(texts(CHUNK_TEXTS * 3), controller.signal)
    const next = queue.embed(texts(CHUNK_TEXTS, 'next'))
    controller.abort(new Error('import cancelled'))
    await expect(batch).rejects.toThrow('import cancelled')
    runner.asked[0]?.answer()
    await runner.settle()
    expect(runner.asked[1]?.texts[0]).toBe('next0')
    runner.asked[1]?.answer()
    await expect(next).resolves.toHaveLength(CHUNK_TEXTS)
    expect(queue.waiting).toBe(0)
  })

  test('a failed chunk rejects its own call only', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const first = queue.embed(texts(CHUNK_TEXTS * 2, 'a'))
    const second = queue.embed(texts(CHUNK_TEXTS, 'b'))
    runner.asked[0]?.fail(new Error('out of memory'))
    await expect(first).rejects.toThrow('out of memory')
    await runner.settle()
    expect(runner.asked[1]?.texts[0]).toBe('b0')
    runner.asked[1]?.answer()
    await expect(second).resolves.toHaveLength(CHUNK_TEXTS)
  })

  test('failAll rejects every waiting call and the queue stays usable', async () => {
    const runner = manualRunner()
    const queue = createChunkQueue(runner.run)
    const calls = [queue.embed(['a']), queue.embed(texts(10))]
    queue.failAll(new Error('worker crashed'))
    for (const call of calls) await expect(call).rejects.toThrow('worker crashed')
    expect(queue.waiting).toBe(0)
    runner.asked[0]?.fail(new Error('worker crashed'))
    await runner.settle()
    const again = queue.embed(['b'])
    await runner.settle()
    runner.asked.at(-1)?.answer()
    await expect(again).resolves.toHaveLength(1)
  })

  test('an answer of the wrong length rejects the call', async () => {
    const queue = createChunkQueue(async () => [Float32Array.of(1)])
    await expect(queue.embed(['a', 'b'])).rejects.toThrow('1 vectors for 2 texts')
  })
})
