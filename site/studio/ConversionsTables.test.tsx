import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { ConversionFigures } from '../../shared/api/conversion-insights'
import { ConversionsTables, moneyText } from './ConversionsTables'

test('amounts keep their currency’s digits', () => {
  expect(moneyText(7950, 'EUR', 2)).toBe('€79.50')
  expect(moneyText(3000, 'JPY', 0)).toBe('¥3,000')
  expect(moneyText(-2050, 'USD', 2)).toBe('-$20.50')
})

test('totals, products and segments, revenue per currency, never summed', () => {
  const figures: ConversionFigures = {
    orders: 2,
    refunds: 1,
    clickOuts: 4,
    conversionRate: 0.5,
    revenue: [
      { currency: 'EUR', minor: 7950, digits: 2, rpm: 15900 },
      { currency: 'JPY', minor: 3000, digits: 0, rpm: null },
    ],
  }
  const html = renderToStaticMarkup(
    <ConversionsTables
      conversions={{
        totals: figures,
        series: [],
        products: [{ productId: 3, title: 'Pan', ...figures }],
        segments: [{ segmentKey: null, ...figures }],
      }}
    />,
  )
  expect(html).toContain('€79.50')
  expect(html).toContain('¥3,000')
  expect(html).toContain('€159.00')
  expect(html).toContain('50%')
  expect(html).toContain('Pan')
  expect(html).toContain('No segment on record')
  expect(html).not.toContain('€109.50')
})
