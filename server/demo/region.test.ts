import { describe, expect, test } from 'vitest'
import { regionTopic } from '../matching/region'
import { channelRegion } from './region'
import { generateCatalog } from './seed-data'

describe('channel regions', () => {
  test('the InTravel channels have their region; other channels have none', () => {
    expect(channelRegion('intravel-eu')).toBe('eu')
    expect(channelRegion('intravel-uk')).toBe('uk')
    expect(channelRegion('intravel-us')).toBe('us')
    expect(channelRegion('wildtv')).toBeNull()
    expect(channelRegion('a-studio-channel')).toBeNull()
  })

  test("every item of a regional channel carries its region's topic, and only that one", () => {
    const catalog = generateCatalog({ size: 600 })
    for (const [prefix, region] of [
      ['intravel-eu-', 'eu'],
      ['intravel-uk-', 'uk'],
      ['intravel-us-', 'us'],
    ] as const) {
      const own = catalog.filter((item) => item.key.startsWith(prefix))
      expect(own.length).toBeGreaterThan(0)
      for (const item of own) {
        expect(item.topics.filter((topic) => topic.startsWith('region:'))).toEqual([
          regionTopic(region),
        ])
      }
    }
    const others = catalog.filter((item) => !item.key.startsWith('intravel-'))
    expect(others.some((item) => item.topics.some((topic) => topic.startsWith('region:')))).toBe(
      false,
    )
  })
})
