import { describe, expect, test } from 'vitest'
import { storedTopic } from './item-topic'

describe('storedTopic', () => {
  test('keeps a topic as the feed writes it, trimmed', () => {
    expect(storedTopic(' Korean TV ')).toBe('Korean TV')
    expect(storedTopic('COOKING')).toBe('COOKING')
  })

  test('lower-cases a region marker however it is written', () => {
    expect(storedTopic('Region:EU')).toBe('region:eu')
    expect(storedTopic(' REGION:uk')).toBe('region:uk')
    expect(storedTopic('region:us')).toBe('region:us')
  })

  test('a topic that only mentions a region is not a marker', () => {
    expect(storedTopic('Regional Food')).toBe('Regional Food')
  })
})
