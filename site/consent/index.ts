export { ConsentBanner } from './ConsentBanner'
export {
  ACCEPT_ALL,
  type Consent,
  cookieChanges,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
} from './consent'
export {
  $consent,
  $consentPrompt,
  allows,
  type ConsentPrompt,
  decideConsent,
  dismissConsentSettings,
  openConsentSettings,
  resetConsent,
  startConsent,
} from './store'
