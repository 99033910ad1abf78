import { expect, test } from 'vitest'
import { PAGE_PATHS, STUDIO_PATH, shellPageFor } from './routes'

test('a Studio channel page is answered by the Studio shell', () => {
  expect(shellPageFor('/studio/channels/wildtv')).toBe(STUDIO_PATH)
  expect(PAGE_PATHS).toContain(STUDIO_PATH)
})

test('no other path has a shell', () => {
  for (const path of [
    '/studio',
    '/studio/channels',
    '/studio/channels/',
    '/studio/channels/a/b',
    '/home',
  ]) {
    expect(shellPageFor(path), path).toBeNull()
  }
})
