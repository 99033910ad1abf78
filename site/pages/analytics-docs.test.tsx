import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ANALYTICS_EVENT, DATA_LAYER_ATTRIBUTE } from '../../widget/analytics/relay'
import { GA_EVENTS } from '../../widget/analytics/wire'
import { ANALYTICS_DOCS_EVENTS, AnalyticsDocs } from './AnalyticsDocs'

test('the analytics section names the events, the DOM event and the attribute the widget uses', () => {
  expect(ANALYTICS_DOCS_EVENTS.map((item) => item.name)).toEqual([...GA_EVENTS])
  const html = renderToStaticMarkup(<AnalyticsDocs />)
  expect(html).toContain('id="analytics"')
  expect(html).toContain(`<code>${ANALYTICS_EVENT}</code>`)
  expect(html).toContain(`<code>${DATA_LAYER_ATTRIBUTE}</code>`)
  for (const name of GA_EVENTS) expect(html).toContain(`<code>${name}</code>`)
})
