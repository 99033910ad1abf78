// Built into every site page's first inline script (scripts/early-scripts.ts): see consent.ts.
import { markStoredConsent } from './consent'

markStoredConsent(() => localStorage, document.documentElement)
