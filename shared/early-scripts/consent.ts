// Every site page's first script, inline in its head: built by scripts/early-scripts.ts from
// consent.entry.ts, allowed by its hash in the site's CSP.
import { CONSENT_STORAGE_KEY, CONSENT_STORED_ATTRIBUTE } from '../consent'

/**
 * The banner is in the prerendered HTML, so a first visit sees it with the page's first paint
 * rather than after the code has loaded (issue 17: it was the phone store's largest paint,
 * 1.8 s after the first); this marks `<html>` (`root`) with CONSENT_STORED_ATTRIBUTE for a
 * viewer who has a decision stored, which hides it. Where storage is blocked it does nothing,
 * and the page's code decides as before.
 */
export function markStoredConsent(
  storage: () => Pick<Storage, 'getItem'>,
  root: Pick<Element, 'setAttribute'>,
): void {
  try {
    if (storage().getItem(CONSENT_STORAGE_KEY)) root.setAttribute(CONSENT_STORED_ATTRIBUTE, '')
  } catch {
    // Storage that cannot be read: no decision stored.
  }
}
