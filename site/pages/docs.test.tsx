import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { configFromEnv, DEFAULT_EMBEDDINGS_BATCH } from '../../server/config'
import { DEFAULT_TRACKING_TEMPLATE, TRACKING_PLACEHOLDERS } from '../../shared/api/attribution'
import { BEACON_CAPS, CHANNEL_BEACONS_PER_MINUTE } from '../../shared/api/insights-beacon'
import { routes } from '../../shared/api/routes'
import { FRAME_SANDBOX } from '../../shared/bridge/protocol'
import { embedSnippet } from '../../shared/embed-snippet'
import { ANALYTICS_EVENT } from '../../widget/analytics/relay'
import { WIDGET_EVENTS } from '../../widget/element/events'
import { renderPage } from '../render'
import { DocsPage } from './DocsPage'
import { EMBEDDING_SERVERS } from './EmbeddingServers'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const SITE = 'https://shop.example'
// Where the server really runs: not the URL the site was built for.
const SERVER = 'http://127.0.0.1:19305'
const served = embedSnippet({
  origin: SERVER,
  version: '0.0.9',
  integrity: 'sha384-abc',
  channelId: 'wildtv',
  view: 'full',
  theme: 'auto',
})

let root: Root | undefined
let container: HTMLElement
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  vi.unstubAllGlobals()
})

async function showDocs() {
  await act(async () => {
    root = createRoot(container)
    root.render(
      <MemoryRouter initialEntries={['/docs']}>
        <DocsPage />
      </MemoryRouter>,
    )
  })
}
const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent

test('/docs names every attribute, every event the widget dispatches and every sandbox flag', () => {
  const { html } = renderPage('/docs', SITE)
  for (const attribute of ['channel-id', 'view', 'theme', 'mode', 'api-base', 'datalayer']) {
    expect(html).toContain(`<code>${attribute}</code>`)
  }
  // The frame's GA4 events cross the bridge only; the page hears them as `shoppable-tv:analytics`.
  const { ga, ...forPages } = WIDGET_EVENTS
  for (const name of Object.values(forPages)) expect(html).toContain(`<code>${name}</code>`)
  expect(html).not.toContain(ga)
  expect(html).toContain(`<code>${ANALYTICS_EVENT}</code>`)
  for (const flag of FRAME_SANDBOX) expect(html).toContain(`<code>${flag}</code>`)
  expect(html).toContain('npm run channel -- origins wildtv add')
})

test('/docs says which insights the server counts and how far pages can move the others', () => {
  // React marks where text and numbers meet; the reader sees none of it.
  const html = renderPage('/docs', SITE).html.replaceAll('<!-- -->', '')
  expect(html).toContain('What the insights can and cannot prove')
  expect(html).toContain('are counted by our server as it handles them')
  // The limits named are the ones the server enforces (shared/api/insights-beacon.ts).
  expect(html).toContain(
    `(${BEACON_CAPS.loads} load, ${BEACON_CAPS.qrVisits} QR visit, ${BEACON_CAPS.impressions} products shown)`,
  )
  expect(html).toContain(
    `${CHANNEL_BEACONS_PER_MINUTE.toLocaleString('en-US')} reports a minute at most`,
  )
  expect(html).toContain('no number there can identify or follow a person')
})

test('/docs says a registered origin needs verifying, and both places its token may go', () => {
  const { html } = renderPage('/docs', SITE)
  expect(html).toContain('<code>https://www.example.com/.well-known/shoppable-tv.txt</code>')
  expect(html).toContain(
    '<code>&lt;meta name=&quot;shoppable-tv-verification&quot; content=&quot;TOKEN&quot;&gt;</code>',
  )
  expect(html).toContain('press Verify there')
})

test('/docs shows how to point the server at an embedding server, each example one it accepts', () => {
  const html = renderPage('/docs', SITE).html.replaceAll('<!-- -->', '')
  expect(html).toContain('<h2 id="embedding-server">Use your own embedding server</h2>')
  expect(html).toContain('<pre class="code"><code>ollama pull nomic-embed-text</code></pre>')
  expect(html).toContain(
    '<pre class="code"><code>vllm serve BAAI/bge-base-en-v1.5 --runner pooling</code></pre>',
  )
  expect(html).toContain(`<code>EMBEDDINGS_BATCH</code> at a time (${DEFAULT_EMBEDDINGS_BATCH})`)
  const configured = EMBEDDING_SERVERS.map((server) => {
    const env = server.env.map(([name, value]) => `${name}=${value}`).join('\n')
    expect(html).toContain(`<pre class="code"><code>${env}</code></pre>`)
    return [server.name, configFromEnv(Object.fromEntries(server.env)).embeddings.hosted]
  })
  const local = { key: null, timeoutMs: 2_000, batchTexts: DEFAULT_EMBEDDINGS_BATCH }
  const bge = { ...local, model: 'BAAI/bge-base-en-v1.5', dimensions: 768 }
  expect(Object.fromEntries(configured)).toEqual({
    Ollama: {
      ...local,
      endpoint: 'http://127.0.0.1:11434/v1/embeddings',
      model: 'nomic-embed-text',
      dimensions: 768,
    },
    'Text Embeddings Inference': { ...bge, endpoint: 'http://127.0.0.1:8080/v1/embeddings' },
    vLLM: { ...bge, endpoint: 'http://127.0.0.1:8000/v1/embeddings' },
    OpenAI: {
      ...local,
      endpoint: 'https://api.openai.com/v1/embeddings',
      key: 'sk-…',
      model: 'text-embedding-3-small',
      dimensions: 1536,
    },
  })
})

test('the prerendered /docs says the snippet is loading and names no build-time origin', () => {
  const { html } = renderPage('/docs', SITE)
  expect(html).toContain('Loading the snippet from this server…')
  expect(html).not.toContain(SITE)
  expect(html).not.toContain('<script src=')
})

test('/docs quotes the console message of an unregistered page and points at the Studio', () => {
  const { html } = renderPage('/docs', SITE)
  expect(html).toContain(
    'Shoppable TV: https://www.example.com is not registered for the channel &quot;wildtv&quot;, so the live store will not load on this page.',
  )
  expect(html).toContain('<code>/studio</code>')
  expect(html).toContain('<code>connect-src</code>')
  // Issue 16: the time source, with an hls.js and a video example.
  expect(html).toContain('<code>timeSource</code>')
  expect(html).toContain('store.timeSource = () =&gt; hls.playingDate')
  expect(html).toContain(
    'document.querySelector(&#x27;shoppable-tv&#x27;).timeSource = document.querySelector(&#x27;video&#x27;)',
  )
})

test('once in the browser, /docs shows the snippet and CSP lines of the server it came from', async () => {
  const fetch = vi.fn(async () => Response.json(served))
  vi.stubGlobal('fetch', fetch)
  await showDocs()
  expect(fetch).toHaveBeenCalledWith('/api/embed/snippet?channelId=wildtv', expect.anything())
  expect(byTestId('embed-snippet')).toBe(served.html)
  expect(byTestId('embed-snippet')).toContain(
    `<script src="${SERVER}/widget/0.0.9/loader.js" integrity="sha384-abc" crossorigin="anonymous" async></script>`,
  )
  expect(byTestId('embed-csp')).toBe(
    `script-src ${SERVER};\nconnect-src ${SERVER};\nframe-src ${SERVER};`,
  )
  expect(container.textContent).toContain(`${SERVER}/studio/channels/wildtv`)
})

test('Copy snippet copies exactly the snippet', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(served)),
  )
  const writeText = vi.fn(async () => {})
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  await showDocs()
  const copy = [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Copy snippet',
  )
  await act(async () => copy?.click())
  expect(writeText).toHaveBeenCalledWith(served.html)
  expect(container.textContent).toContain('Copied.')
})

test('a snippet that cannot be loaded says why, and Try again asks again', async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(
      Response.json(
        { error: { code: 'not-found', message: 'Unknown channel: wildtv' } },
        { status: 404 },
      ),
    )
    .mockResolvedValue(Response.json(served))
  vi.stubGlobal('fetch', fetch)
  await showDocs()
  expect(container.querySelector('[role="alert"]')?.textContent).toContain(
    'The snippet could not be loaded: Unknown channel: wildtv.',
  )
  expect(byTestId('embed-snippet')).toBeUndefined()
  const retry = container.querySelector<HTMLButtonElement>('[role="alert"] button')
  await act(async () => retry?.click())
  expect(byTestId('embed-snippet')).toBe(served.html)
})

test('/docs has a Product feeds section the Studio links to, naming every attribute', () => {
  const { html } = renderPage('/docs', SITE)
  expect(html).toContain('<h2 id="product-feeds">Product feeds</h2>')
  const feeds = html.slice(html.indexOf('id="product-feeds"'))
  for (const attribute of [
    'id',
    'title',
    'description',
    'link',
    'image_link',
    'price',
    'availability',
    'brand',
    'gtin',
    'mpn',
    'product_type',
    'google_product_category',
    'sale_price',
    'additional_image_link',
    'item_group_id',
    'custom_label_0',
    'custom_label_1',
    'custom_label_2',
  ]) {
    expect(feeds).toContain(`<code>${attribute}</code>`)
  }
  expect(feeds).toContain('A re-import is a sync')
})

test('/docs explains how a caption is matched: names heard, meaning, reasons and confidence', () => {
  const { html } = renderPage('/docs', SITE)
  const matching = html.slice(html.indexOf('id="matching"'))
  expect(matching).toContain('How matching works')
  for (const phrase of ['heard in the caption', 'close in meaning', 'how\n        sure']) {
    expect(matching.replace(/\s+/g, ' ')).toContain(phrase.replace(/\s+/g, ' '))
  }
})

test('/docs says how buy links leave: the redirect, the default parameters, placeholders, presets', async () => {
  await showDocs()
  const section = container.querySelector('#link-tracking')
  expect(section?.textContent).toBe('Buy links and link tracking')
  expect(byTestId('tracking-default')).toBe(DEFAULT_TRACKING_TEMPLATE)
  const terms = [...container.querySelectorAll('[data-testid="tracking-placeholders"] dt')].map(
    (dt) => dt.textContent,
  )
  expect(terms).toEqual(TRACKING_PLACEHOLDERS.map((name) => `{${name}}`))
  expect(byTestId('tracking-presets')).toBe(
    'Awin: clickref={click_id}Impact: subId1={click_id}CJ: sid={click_id}',
  )
  // The redirect's path as the server mounts it.
  expect(container.textContent).toContain(
    `/api${routes.clickOut.pattern.replace(':channelId', '{channel}').replace(':itemId', '{item}')}`,
  )
})
