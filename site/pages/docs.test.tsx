import { expect, test } from 'vitest'
import { FRAME_SANDBOX } from '../../shared/bridge/protocol'
import { WIDGET_EVENTS } from '../../widget/element/events'
import { renderPage } from '../render'
import { embedSnippet } from './DocsPage'

const SITE = 'https://shop.example'

test('the snippet loads the versioned loader with its integrity hash, when the build has one', () => {
  const snippet = embedSnippet(SITE, 'sha384-abc')
  expect(snippet).toContain(
    `<script src="${SITE}/widget/0.0.9/loader.js" integrity="sha384-abc" crossorigin="anonymous" async></script>`,
  )
  expect(snippet).toContain('<shoppable-tv channel-id="wildtv"></shoppable-tv>')
  expect(embedSnippet(SITE, null)).not.toContain('integrity')
})

test('/docs names every attribute, every event the widget dispatches and every sandbox flag', () => {
  const { html } = renderPage('/docs', SITE)
  for (const attribute of ['channel-id', 'view', 'theme', 'mode', 'api-base']) {
    expect(html).toContain(`<code>${attribute}</code>`)
  }
  for (const name of Object.values(WIDGET_EVENTS)) expect(html).toContain(`<code>${name}</code>`)
  for (const flag of FRAME_SANDBOX) expect(html).toContain(`<code>${flag}</code>`)
  expect(html).toContain(`script-src ${SITE};`)
  expect(html).toContain(`frame-src ${SITE};`)
  expect(html).toContain('npm run channel -- origins wildtv add')
})
