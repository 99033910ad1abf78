import { describe, expect, test } from 'vitest'
import type { InsightsAnswer } from '../../shared/api/insights'
import { bucketText, chartSummary, countText, isQuiet, rateText, tickText } from './insights'
import { studioInsights } from './testing'

describe('insights as text', () => {
  test('counts have thousands separators; the rate is a percentage, or a dash with no impressions', () => {
    expect(countText(12_345)).toBe('12,345')
    expect(rateText(3, 40)).toBe('7.5%')
    expect(rateText(1, 3)).toBe('33.3%')
    expect(rateText(0, 0)).toBe('—')
  })

  test('buckets and ticks are said in UTC', () => {
    expect(bucketText('2026-05-02T09:00:00.000Z', 'hour')).toBe('2 May, 09:00')
    expect(bucketText('2026-05-02T00:00:00.000Z', 'day')).toBe('2 May')
    expect(tickText(Date.parse('2026-05-02T13:00:00Z'), 'hour')).toBe('13:00')
    expect(tickText(Date.parse('2026-05-02T00:00:00Z'), 'hour')).toBe('2 May')
  })

  test('the summary names the busiest bucket, and a quiet range is one with no counts', () => {
    const answer = studioInsights('30d') as InsightsAnswer
    expect(chartSummary(answer)).toBe(
      'Widget loads, product impressions and clicks per day, last 30 days (times in UTC): ' +
        '645 loads, 2,150 impressions, 35 clicks. Most impressions: 150 in the day from 5 Apr.',
    )
    expect(isQuiet(answer)).toBe(false)
    expect(isQuiet(studioInsights('30d', { quiet: true }) as InsightsAnswer)).toBe(true)
  })
})
