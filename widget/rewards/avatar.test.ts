import { expect, test } from 'vitest'
import { avatarLook, emailHandle } from './avatar'

test('initials come from the first and last word of the decoded seed', () => {
  expect(avatarLook('Ana%20Lima').initials).toBe('AL')
  expect(avatarLook('Ana%20Maria%20Lima').initials).toBe('AL')
  expect(avatarLook('bo').initials).toBe('B')
  expect(avatarLook('bo.ng%40example.com').initials).toBe('BN')
  expect(avatarLook('%F0%9F%98%80%20smile').initials).toBe('😀S')
  expect(avatarLook('').initials).toBe('?')
})

test('the same seed always gets the same hue; seeds differ in hue', () => {
  expect(avatarLook('Ana%20Lima').hue).toBe(avatarLook('Ana%20Lima').hue)
  const hues = new Set(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((seed) => avatarLook(seed).hue))
  expect(hues.size).toBeGreaterThan(1)
  for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0)
  for (const hue of hues) expect(hue).toBeLessThan(360)
})

test('a seed that is not valid percent-encoding is drawn as it is', () => {
  expect(avatarLook('100%').initials).toBe('1')
})

test('the e-mail handle is the part before the @', () => {
  expect(emailHandle('ana.lima@example.com')).toBe('@ana.lima')
  expect(emailHandle('weird')).toBe('@weird')
})
