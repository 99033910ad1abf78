import { CONSENT_STORAGE_KEY } from '../../shared/consent'
import type { KeyValueStorage } from '../env'

/**
 * Whether the page holds our consent record (written by the site's banner) and it declines
 * analytics. No record, or one that cannot be read, is no decision: the counts are
 * strictly-necessary aggregates and go.
 */
export function analyticsDeclined(storage: KeyValueStorage): boolean {
  try {
    return JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '{}').analytics === false
  } catch {
    return false
  }
}
