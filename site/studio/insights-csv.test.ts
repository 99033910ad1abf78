import { describe, expect, test } from 'vitest'
import type { InsightPoint } from '../../shared/api/insights'
import { csvField, insightsCsv, insightsCsvName, toCsv } from './insights-csv'

const point = (change: Partial<InsightPoint> = {}): InsightPoint => ({
  at: '2026-05-02T09:00:00.000Z',
  loads: 12,
  impressions: 40,
  clicks: 3,
  votes: 1,
  qrVisits: 2,
  signIns: 1,
  checkIns: 0,
  ...change,
})

describe('the insights CSV', () => {
  test('starts with the header and has one CRLF-ended record per bucket', () => {
    const csv = insightsCsv([point(), point({ at: '2026-05-02T10:00:00.000Z', clicks: 0 })])
    expect(csv).toBe(
      'time,loads,impressions,clicks,ctr,votes,qr_visits,sign_ins,check_ins\r\n' +
        '2026-05-02T09:00:00.000Z,12,40,3,0.075,1,2,1,0\r\n' +
        '2026-05-02T10:00:00.000Z,12,40,0,0,1,2,1,0\r\n',
    )
  })

  test('leaves the rate empty when nothing was shown, and rounds it to four decimals', () => {
    const [, , quiet, third] = insightsCsv([
      point(),
      point({ impressions: 0, clicks: 0 }),
      point({ impressions: 3, clicks: 1 }),
    ]).split('\r\n')
    expect(quiet).toBe('2026-05-02T09:00:00.000Z,12,0,0,,1,2,1,0')
    expect(third?.split(',')[4]).toBe('0.3333')
  })

  test('writes times as ISO 8601 UTC whatever offset the server used', () => {
    const [, row] = insightsCsv([point({ at: '2026-05-02T11:00:00+02:00' })]).split('\r\n')
    expect(row?.startsWith('2026-05-02T09:00:00.000Z,')).toBe(true)
  })

  test('only the header for an empty series', () => {
    expect(insightsCsv([])).toBe(
      'time,loads,impressions,clicks,ctr,votes,qr_visits,sign_ins,check_ins\r\n',
    )
  })

  test('is named for the channel and the range', () => {
    expect(insightsCsvName('ana-tv', '7d')).toBe('insights-ana-tv-7d.csv')
  })
})

describe('CSV fields (RFC 4180)', () => {
  test('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Copper pan, "large"')).toBe('"Copper pan, ""large"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('a\rb')).toBe('"a\rb"')
  })

  test('leaves plain text and numbers as they are, and null empty', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField(0.075)).toBe('0.075')
    expect(csvField(1234)).toBe('1234')
    expect(csvField(null)).toBe('')
  })

  test('joins fields with commas and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        [1, null],
      ]),
    ).toBe('a,"b,c"\r\n1,\r\n')
  })
})
