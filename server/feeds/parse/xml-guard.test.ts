import { describe, expect, test } from 'vitest'
import { newProbe } from './limits'
import { XmlGuard } from './xml-guard'

/** Feeds `text` through a guard in one chunk; answers what it passed on and the probe. */
function guarded(text: string) {
  const probe = newProbe()
  let passed = ''
  const guard = new XmlGuard(
    32_768,
    (piece) => {
      passed += piece
    },
    () => {},
    probe,
  )
  guard.feed(text)
  return { passed, probe }
}

describe('the guard reads each character about once', () => {
  test('short texts between tags are looked at again only as far as they go', () => {
    const small = guarded('<a>x</a>'.repeat(4_000))
    const large = guarded('<a>x</a>'.repeat(8_000))
    expect(large.passed).toBe('<a>x</a>'.repeat(8_000))
    expect(small.probe.rescannedChars).toBeGreaterThan(0)
    expect(large.probe.rescannedChars / small.probe.rescannedChars).toBeLessThan(2.1)
  })

  test('a text cut at the field limit is not cut inside an entity begun in the chunk before', () => {
    let passed = ''
    let truncated = 0
    const guard = new XmlGuard(
      102,
      (piece) => {
        passed += piece
      },
      () => truncated++,
    )
    guard.feed(`<a>${'x'.repeat(100)}&a`)
    guard.feed('mp;yyy</a>')
    expect(truncated).toBe(1)
    expect(passed).toBe(`<a>${'x'.repeat(100)}&amp;</a>`)
  })
})
