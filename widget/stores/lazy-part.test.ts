import { expect, test, vi } from 'vitest'
import { lazyPart } from './lazy-part'

test('loads once however often asked, and holds what it loaded', async () => {
  const importer = vi.fn(async (n: number) => ({ n }))
  const part = lazyPart(importer)
  expect(part.$value.get()).toBeNull()
  part.load(1)
  part.load(2)
  await vi.waitFor(() => expect(part.$value.get()).toEqual({ n: 1 }))
  part.load(3)
  expect(importer).toHaveBeenCalledTimes(1)
  expect(part.$failed.get()).toBe(false)
})

test('says a failed load failed; the next ask tries again, and the failure is cleared as it does', async () => {
  let fail = true
  const importer = vi.fn(async () => {
    if (fail) throw new Error('offline')
    return 'chunk'
  })
  const part = lazyPart(importer)
  part.load()
  await vi.waitFor(() => expect(part.$failed.get()).toBe(true))
  expect(part.$value.get()).toBeNull()
  fail = false
  part.load()
  expect(part.$failed.get()).toBe(false)
  await vi.waitFor(() => expect(part.$value.get()).toBe('chunk'))
  expect(importer).toHaveBeenCalledTimes(2)
})
