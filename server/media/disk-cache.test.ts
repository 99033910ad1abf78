import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createDiskCache, LOW_WATER, TOUCH_AFTER_MS } from './disk-cache'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stv-media-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A clock the test moves: the cache's idea of now, in ms. */
function clock(start = Date.UTC(2026, 4, 1)) {
  let at = start
  return {
    now: () => at,
    move(ms: number) {
      at += ms
    },
  }
}

describe('disk cache', () => {
  test('gives back what was put, and nothing for an entry never put', async () => {
    const cache = createDiskCache({ dir, maxBytes: 10_000 })
    await cache.put('abc-176.webp', Buffer.from('picture'))
    expect((await cache.get('abc-176.webp'))?.toString()).toBe('picture')
    expect(await cache.get('abc-352.webp')).toBeNull()
  })

  test('leaves no temporary file behind a write', async () => {
    const cache = createDiskCache({ dir, maxBytes: 10_000 })
    await cache.put('abc-176.webp', Buffer.alloc(100))
    expect(await readdir(dir)).toEqual(['abc-176.webp'])
  })

  test('two processes sharing the folder read what the other wrote', async () => {
    const one = createDiskCache({ dir, maxBytes: 10_000 })
    const two = createDiskCache({ dir, maxBytes: 10_000 })
    await Promise.all([
      one.put('same-176.webp', Buffer.from('same bytes')),
      two.put('same-176.webp', Buffer.from('same bytes')),
    ])
    await one.put('first-176.webp', Buffer.from('one'))
    expect((await two.get('first-176.webp'))?.toString()).toBe('one')
    expect((await one.get('same-176.webp'))?.toString()).toBe('same bytes')
  })

  test('refuses a name that could leave the folder', async () => {
    const cache = createDiskCache({ dir, maxBytes: 10_000 })
    await expect(cache.put('../escape', Buffer.from('x'))).rejects.toThrow('bad cache entry name')
  })

  test('stays within its bound, removing the least recently used first', async () => {
    const time = clock()
    const cache = createDiskCache({ dir, maxBytes: 1_000, now: time.now })
    for (const name of ['a', 'b', 'c']) {
      await cache.put(`${name}.webp`, Buffer.alloc(300))
      time.move(TOUCH_AFTER_MS + 1)
    }
    // Seen again after its hour: "a" is now the most recently used.
    expect(await cache.get('a.webp')).not.toBeNull()
    time.move(1)
    await cache.put('d.webp', Buffer.alloc(300))
    expect(await cache.size()).toBeLessThanOrEqual(1_000 * LOW_WATER)
    expect((await readdir(dir)).sort()).toEqual(['a.webp', 'd.webp'])
  })

  test('a second process sweeping the same folder keeps it within the bound', async () => {
    const time = clock()
    const one = createDiskCache({ dir, maxBytes: 1_000, now: time.now })
    const two = createDiskCache({ dir, maxBytes: 1_000, now: time.now })
    for (let i = 0; i < 6; i++) {
      await (i % 2 ? one : two).put(`p${i}.webp`, Buffer.alloc(250))
      time.move(1_000)
    }
    expect(await one.size()).toBeLessThanOrEqual(1_000)
    expect(await readdir(dir)).toContain('p5.webp')
  })
})
