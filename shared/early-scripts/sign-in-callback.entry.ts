// Built into the sign-in return pages' first inline script (scripts/early-scripts.ts): see
// sign-in-callback.ts.
import { handOverCredential } from './sign-in-callback'

handOverCredential(location, () => sessionStorage, history)
