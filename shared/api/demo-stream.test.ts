import { describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../channels'
import { clipOfTopic, DEMO_CLIPS, demoStreamPaths } from './demo-stream'

describe('the stand-in clip of a topic', () => {
  test('each demo channel plays the clip of its topic', () => {
    expect(Object.fromEntries(DEMO_CHANNELS.map((c) => [c.id, clipOfTopic(c.topic)]))).toEqual({
      'danger-tv-test': 'extreme',
      wedosport: 'sport',
      wildtv: 'wildlife',
      'intravel-eu': 'travel',
      'intravel-uk': 'travel',
      'intravel-us': 'travel',
      justcooking: 'cooking',
      lionsgate: 'film',
      kbs: 'korean-tv',
      maxports: 'motorsport',
      'baywatch-mena': 'beach',
      'golf-network': 'golf',
    })
  })

  test('every clip but the neutral one is some demo topic’s', () => {
    const used = new Set(DEMO_CHANNELS.map((c) => clipOfTopic(c.topic)))
    expect(DEMO_CLIPS.filter((clip) => !used.has(clip))).toEqual(['studio'])
  })

  test.each([
    ['  Golf ', 'golf'],
    ['KOREAN TV', 'korean-tv'],
    ['gardening', 'studio'],
    ['', 'studio'],
    ['golfing', 'studio'],
  ])('%j plays %s', (topic, clip) => {
    expect(clipOfTopic(topic)).toBe(clip)
  })

  test("a clip's poster and segments have paths of their own", () => {
    expect(demoStreamPaths.poster('golf')).toBe('/demo-stream/media/golf/poster.jpg')
    expect(demoStreamPaths.segments('korean-tv')).toBe('/demo-stream/segments/korean-tv/')
  })
})
