import { describe, expect, test } from 'vitest'
import { renderPage } from '../render'

const SITE = 'https://shop.example'

describe('legal pages', () => {
  test('the privacy policy covers account, wallet and click data and the viewer’s rights', () => {
    const { html } = renderPage('/privacy', SITE)
    for (const topic of [
      'Clicks on buy links',
      'Crypto wallet data',
      'private key',
      'Your rights',
    ]) {
      expect(html).toContain(topic)
    }
    expect(html).not.toContain('has not been published')
  })

  test('the cookie policy names every consent category, Necessary always on', () => {
    const { html } = renderPage('/cookies', SITE)
    expect(html).toContain('Necessary (always on)')
    for (const category of ['Analytics', 'Marketing', 'Functional'])
      expect(html).toContain(category)
  })

  test('the terms say purchases happen at the retailer and points have no cash value', () => {
    const { html } = renderPage('/terms', SITE)
    expect(html).toContain('We are not the seller')
    expect(html).toContain('no cash value')
  })
})
