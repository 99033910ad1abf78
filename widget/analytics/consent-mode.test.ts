import { describe, expect, test } from 'vitest'
import { consentModeAllows } from './consent-mode'

/** What gtag pushes: its `arguments` object, array-like. */
function gtag(..._args: unknown[]): unknown {
  // biome-ignore lint/complexity/noArguments: gtag pushes exactly this object
  return arguments
}

describe('consentModeAllows', () => {
  test('a page without Consent Mode (no layer, or no analytics_storage) allows', () => {
    expect(consentModeAllows(undefined)).toBe(true)
    expect(consentModeAllows({ push() {} })).toBe(true)
    expect(consentModeAllows([])).toBe(true)
    expect(consentModeAllows([gtag('js', new Date()), gtag('config', 'G-1')])).toBe(true)
    expect(consentModeAllows([gtag('consent', 'default', { ad_storage: 'denied' })])).toBe(true)
  })

  test('a default that denies holds until an update grants', () => {
    const layer = [gtag('consent', 'default', { analytics_storage: 'denied' })]
    expect(consentModeAllows(layer)).toBe(false)
    layer.push(gtag('consent', 'update', { analytics_storage: 'granted' }))
    expect(consentModeAllows(layer)).toBe(true)
    layer.push(gtag('consent', 'update', { analytics_storage: 'denied' }))
    expect(consentModeAllows(layer)).toBe(false)
  })

  test('a later default does not undo an update, nor a denial for some regions', () => {
    expect(
      consentModeAllows([
        gtag('consent', 'update', { analytics_storage: 'granted' }),
        gtag('consent', 'default', { analytics_storage: 'denied' }),
      ]),
    ).toBe(true)
    expect(
      consentModeAllows([
        gtag('consent', 'default', { analytics_storage: 'denied', region: ['ES', 'FR'] }),
        gtag('consent', 'default', { analytics_storage: 'granted' }),
      ]),
    ).toBe(false)
  })

  test('plain arrays count as gtag commands; anything else in the layer is skipped', () => {
    expect(
      consentModeAllows([
        null,
        'consent',
        { event: 'gtm.js' },
        ['consent', 'default', { analytics_storage: 'denied' }],
        ['consent', 'update', { analytics_storage: 'maybe' }],
      ]),
    ).toBe(false)
  })
})
