import * as v from 'valibot'
import { expect, test } from 'vitest'
import { EmbedSnippetSchema } from './api/embed'
import { embedSnippet } from './embed-snippet'

const base = { origin: 'https://tv.example', version: '1.2.3', channelId: 'my-show' }

test('loads the versioned loader with its integrity hash, then one element', () => {
  const snippet = embedSnippet({ ...base, integrity: 'sha384-abc', view: 'store', theme: 'dark' })
  expect(snippet.html).toBe(
    '<script src="https://tv.example/widget/1.2.3/loader.js" integrity="sha384-abc" crossorigin="anonymous" async></script>\n' +
      '<shoppable-tv channel-id="my-show" view="store" theme="dark" style="display:block;height:var(--shoppable-tv-height,640px)"></shoppable-tv>',
  )
  expect(snippet.loaderUrl).toBe('https://tv.example/widget/1.2.3/loader.js')
  expect(snippet.integrity).toBe('sha384-abc')
  expect(v.is(EmbedSnippetSchema, snippet)).toBe(true)
})

test('without a known hash it has no integrity attribute and says why', () => {
  const { html, integrity } = embedSnippet({ ...base, integrity: null })
  expect(integrity).toBeNull()
  expect(html).not.toContain('integrity=')
  expect(html).not.toContain('crossorigin')
  expect(html).toContain('<!-- No integrity hash')
  expect(html).toContain(
    '<shoppable-tv channel-id="my-show" style="display:block;height:var(--shoppable-tv-height,640px)"></shoppable-tv>',
  )
})

test('opens script-src, connect-src (the loader’s check) and frame-src to the origin', () => {
  expect(embedSnippet({ ...base, integrity: null }).csp).toBe(
    'script-src https://tv.example;\nconnect-src https://tv.example;\nframe-src https://tv.example;',
  )
})

test('attribute values are text, never markup', () => {
  const { html } = embedSnippet({ ...base, integrity: '"><x>', channelId: 'a"b<c>' })
  expect(html).toContain('channel-id="a&quot;b&lt;c&gt;"')
  expect(html).toContain('integrity="&quot;&gt;&lt;x&gt;"')
  expect(html).not.toContain('<x>')
})
