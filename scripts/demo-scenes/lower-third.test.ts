import { describe, expect, test } from 'vitest'
import { PROGRAMS } from '../../server/demo/programs'
import { HEIGHT, WIDTH } from './kit'
import { lowerThird, lowerThirdLayout, MIN_SIZE, TEXT_WIDTH, textWidth } from './lower-third'

const NAMED = Object.values(PROGRAMS)
  .flat()
  .map((segment) => segment.entities)
  .filter((names) => names.length > 0)

const LONGEST = 'Red Carpet Premiere: Kingdom of Static, Los Angeles'

describe('the lower third', () => {
  test('escapes the names as XML text', () => {
    const svg = lowerThird(['Kiritsuke & Co.', `Tom's <b>"Best"</b>`])
    expect(svg).toContain('>Kiritsuke &amp; Co.</text>')
    expect(svg).toContain('>Tom&apos;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt;</text>')
    expect(svg).not.toContain('<b>')
  })

  test('draws every demo program name inside the picture, no smaller than the floor', () => {
    for (const names of NAMED) {
      const svg = lowerThird(names)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      const { bar, lines } = lowerThirdLayout(names)
      // The OCR reads the frame's lower half.
      expect(bar.y).toBeGreaterThanOrEqual(HEIGHT / 2)
      expect(bar.y + bar.height).toBeLessThanOrEqual(HEIGHT)
      expect(lines.map((line) => line.text)).toEqual(names)
      for (const line of lines) {
        expect(line.size).toBeGreaterThanOrEqual(MIN_SIZE)
        expect(line.width).toBeCloseTo(textWidth(line.text, line.size, line.family))
        expect(line.x + line.width, line.text).toBeLessThanOrEqual(WIDTH - line.x)
        expect(line.baseline - line.size).toBeGreaterThanOrEqual(bar.y)
        expect(line.baseline + line.size * 0.24).toBeLessThanOrEqual(bar.y + bar.height)
      }
    }
  })

  test('fits the longest demo name in condensed bold, at its largest size that fits', () => {
    const [line] = lowerThirdLayout([LONGEST]).lines
    expect(line).toMatchObject({ family: 'DejaVu Sans Condensed', text: LONGEST })
    const size = line?.size ?? 0
    expect(textWidth(LONGEST, size, 'DejaVu Sans Condensed')).toBeLessThanOrEqual(TEXT_WIDTH)
    expect(textWidth(LONGEST, size + 1, 'DejaVu Sans Condensed')).toBeGreaterThan(TEXT_WIDTH)
  })

  test('stacks two names, the first no smaller than a second that fits as well', () => {
    const svg = lowerThird(['Kiritsuke & Co.', 'Aogami 8 Chef Knife'])
    expect(svg.match(/<text /g)).toHaveLength(2)
    const [first, second] = lowerThirdLayout(['Kiritsuke & Co.', 'Aogami 8 Chef Knife']).lines
    if (!first || !second) throw new Error('two lines expected')
    expect(first.size).toBeGreaterThanOrEqual(second.size)
    expect(first.baseline + first.size * 0.24).toBeLessThan(second.baseline - second.size * 0.76)
  })

  test('draws the same whatever the frame: no fade, no phase', () => {
    expect(lowerThird(['Cragline'])).not.toMatch(/opacity|animate/)
  })

  test('refuses no name, three names, and a name too long to read', () => {
    expect(() => lowerThird([])).toThrow(/one or two names/)
    expect(() => lowerThird(['a', 'b', 'c'])).toThrow(/one or two names/)
    expect(() => lowerThird([`${LONGEST} ${LONGEST}`])).toThrow(/too long/)
  })
})
