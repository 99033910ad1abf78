import { expect, test } from 'vitest'
import { showsOnboarding } from './where'

test('the tutorial opens on the marketing pages only', () => {
  for (const path of ['/home', '/channels', '/brands', '/viewers']) {
    expect(showsOnboarding(path), path).toBe(true)
  }
  for (const path of ['/app', '/demo', '/demo/wildtv', '/privacy', '/docs', '/sandbox']) {
    expect(showsOnboarding(path), path).toBe(false)
  }
})
