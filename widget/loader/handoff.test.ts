import { expect, test, vi } from 'vitest'
import { takeHandoffCode } from './handoff'

const code = 'Abc_123-xyz_4567890'

test('takes the code out of the address bar at once and returns it', () => {
  const replace = vi.fn()
  expect(takeHandoffCode(`https://partner.com/live?show=1#stv_handoff=${code}`, replace)).toBe(code)
  expect(replace).toHaveBeenCalledWith('https://partner.com/live?show=1')
})

test('keeps the rest of the fragment', () => {
  const replace = vi.fn()
  takeHandoffCode(`https://partner.com/#tab=2&stv_handoff=${code}`, replace)
  expect(replace).toHaveBeenCalledWith('https://partner.com/#tab=2')
})

test('a malformed code is removed too, and not handed on', () => {
  const replace = vi.fn()
  expect(takeHandoffCode('https://partner.com/#stv_handoff=<script>', replace)).toBeNull()
  expect(replace).toHaveBeenCalledWith('https://partner.com/')
})

test('a page without a code is left alone', () => {
  const replace = vi.fn()
  expect(takeHandoffCode('https://partner.com/#section-2', replace)).toBeNull()
  expect(replace).not.toHaveBeenCalled()
})
