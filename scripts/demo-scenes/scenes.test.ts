import { describe, expect, test } from 'vitest'
import { DEMO_CLIPS } from '../../shared/api/demo-stream'
import { along, frame, wave } from './kit'
import { SCENES } from './scenes'

describe('the demo stream scenes', () => {
  test.each(DEMO_CLIPS)('%s: an SVG frame of the stream size that moves, with no NaN', (clip) => {
    const frames = [0, 0.1, 0.2, 0.3].map((phase) => frame(SCENES[clip], phase))
    for (const svg of frames) {
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="384" height="216"'),
      ).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    }
    expect(new Set(frames).size).toBe(4)
  })

  test('motion helpers loop: the same at phase 0 and 1', () => {
    expect(wave(0, 3)).toBeCloseTo(wave(1, 3))
    expect(along(0, 100, 2, 0.25)).toBeCloseTo(along(1, 100, 2, 0.25))
    expect(along(0.6, 100)).toBeCloseTo(60)
  })
})
