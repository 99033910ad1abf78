import { expect, test } from 'vitest'
import pkg from '../package.json' with { type: 'json' }
import { BUILD_VERSION } from './constants'

test('the build version badge equals package.json version', () => {
  expect(BUILD_VERSION).toBe(pkg.version)
})
