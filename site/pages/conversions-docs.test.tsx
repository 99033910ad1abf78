import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CONVERSION_ERROR_CODES } from '../../shared/api/conversions-wire'
import { ConversionsDocs } from './ConversionsDocs'

test('the Conversions section: its anchor, copyable examples and every error code', () => {
  const html = renderToStaticMarkup(
    <ConversionsDocs origin="https://tv.example" channelId="wildtv" />,
  )
  expect(html).toContain('id="conversions"')
  for (const id of ['conversion-curl', 'conversion-node', 'conversion-pixel']) {
    expect(html).toContain(`data-testid="${id}"`)
  }
  expect(html).toContain('https://tv.example/api/conversions')
  expect(html).toContain('https://tv.example/api/conversions/pixel.gif?channel=wildtv')
  for (const code of CONVERSION_ERROR_CODES) expect(html).toContain(code)
})
