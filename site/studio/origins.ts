import type { OriginEntry, OriginProof } from '../../shared/api/studio'
import { ORIGIN_VERIFICATION } from '../../shared/origin-verification'
import type { Refusal } from './actions'

/** How a verified origin came to be, as the Studio says it. */
export const PROOF_TEXT: Record<OriginProof, string> = {
  file: 'its token was found in the well-known file',
  meta: 'its token was found in the home page’s meta tag',
  configuration: 'this server’s configuration gives it to the demo channel',
  operator: 'this server’s operator added it',
}

/** Where the well-known file of an origin is. */
export function verificationFileUrl(origin: string): string {
  return `${origin}${ORIGIN_VERIFICATION.filePath}`
}

/**
 * What a Verify press ended with, for the origin it was pressed for: a text when the origin is
 * verified now, else a Refusal with what the server found (or that it is gone from the list).
 */
export function verifyOutcome(entries: readonly OriginEntry[], origin: string): string | Refusal {
  const entry = entries.find((item) => item.origin === origin)
  if (!entry) return { failed: `${origin} is no longer on the list.` }
  if (entry.state === 'verified') {
    return `Verified ${origin}: the live store may now appear on its pages.`
  }
  return { failed: `Not verified. ${entry.lastCheck?.message ?? 'No token was found.'}` }
}
