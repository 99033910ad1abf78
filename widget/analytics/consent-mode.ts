/**
 * Whether Google Consent Mode v2 lets analytics run on this page, read from its data layer
 * (gtag's `consent` commands as the page pushed them). The last `update` counts; without one,
 * any `default` that denies `analytics_storage` counts, since it may be the default for the
 * viewer's region, which is not ours to know. A page that never set `analytics_storage` does
 * not use Consent Mode: allowed (our own consent record is asked apart).
 */
export function consentModeAllows(layer: unknown): boolean {
  if (!Array.isArray(layer)) return true
  let byDefault = 'granted'
  let updated: string | undefined
  for (const entry of layer) {
    // gtag pushes its `arguments` object: array-like, not an array.
    const command = entry as { 0?: unknown; 1?: unknown; 2?: { analytics_storage?: unknown } }
    if (command?.[0] !== 'consent') continue
    const state = command[2]?.analytics_storage
    if (state !== 'granted' && state !== 'denied') continue
    if (command[1] === 'update') updated = state
    else if (command[1] === 'default' && state === 'denied') byDefault = state
  }
  return (updated ?? byDefault) === 'granted'
}
