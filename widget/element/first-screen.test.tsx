import { act } from 'preact/test-utils'
import { afterEach, describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import type { Theme, View } from '../../shared/bridge/protocol'
import { FIRST_FEED_ATTRIBUTE } from '../../shared/bridge/protocol'
import { fakeEnv, newestFirst, product } from '../testing'
import { mount, shadow } from '../testing/element'
import { defineShoppableTv } from './define'
import { renderFirstScreen } from './first-screen'

const ORIGIN = 'https://api.example'
defineShoppableTv({
  // Nothing answers: the first screen comes from the feed the page sent.
  env: fakeEnv({ fetch: () => new Promise(() => {}), url: `${ORIGIN}/embed` }),
  scriptUrl: `${ORIGIN}/widget/0.0.9/shoppable-tv.js`,
})

afterEach(() => {
  document.body.innerHTML = ''
})

/** Lets the session's start settle as it does before the browser's first paint. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/**
 * The shadow root's markup in the widget's first render in the browser: the page sends the
 * feed as `/embed` does, the element renders and its session's start settles. Without what
 * the Live list writes by script after a render (each card's `style`, its place).
 */
async function clientFirstRender(input: { view: View; theme: Theme; products: Product[] }) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.setAttribute(FIRST_FEED_ATTRIBUTE, 'wildtv')
  block.textContent = JSON.stringify(input.products)
  document.body.append(block)
  const element = await mount({ 'channel-id': 'wildtv', view: input.view, theme: input.theme })
  await settle()
  return shadow(element).innerHTML.replace(/ style="[^"]*"/g, '')
}

/** The server's render as the browser parses it (`<img …/>` is `<img …>`, `hidden` is `hidden=""`). */
async function serverRender(input: { view: View; theme: Theme; products: Product[] }) {
  const parsed = document.createElement('template')
  parsed.innerHTML =
    (await renderFirstScreen({
      channelId: 'wildtv',
      pageUrl: `${ORIGIN}/embed?channelId=wildtv`,
      ...input,
    })) ?? ''
  return parsed.innerHTML
}

describe('renderFirstScreen', () => {
  test('the server’s render is the widget’s first render in the browser for the same feed', async () => {
    for (const input of [
      { view: 'full', theme: 'auto', products: newestFirst(1, 12) },
      {
        view: 'store',
        theme: 'dark',
        products: [product(3, { type: 'ticket', match: undefined })],
      },
    ] as const) {
      const server = await serverRender({ ...input, products: [...input.products] })
      expect(server).toContain('<li class="card"')
      expect(await clientFirstRender({ ...input, products: [...input.products] })).toBe(server)
      document.body.innerHTML = ''
    }
  })
})
