import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { CUE_KEYS, PRIV_OWNER } from '../../shared/api/stream'
import { STREAM_DOCS_KEYS, StreamDocs } from './StreamDocs'

test('the stream section names every cue key the server reads, and the PRIV owner', () => {
  expect(STREAM_DOCS_KEYS.map((item) => item.name)).toEqual(Object.values(CUE_KEYS))
  const html = renderToStaticMarkup(<StreamDocs />)
  expect(html).toContain('id="stream-cues"')
  for (const key of Object.values(CUE_KEYS)) expect(html).toContain(`X-${key}=`)
  expect(html).toContain(`<code>${PRIV_OWNER}</code>`)
  // A demo channel shows the whole path, from its own stream.
  expect(html).toContain('<a href="/demo/wildtv">/demo/wildtv</a>')
})
