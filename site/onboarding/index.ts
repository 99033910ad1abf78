export { OnboardingTutorial } from './OnboardingTutorial'
export { ONBOARDING_STEPS, type OnboardingStep } from './steps'
export {
  $onboarding,
  endOnboarding,
  ONBOARDING_SKIPPED_KEY,
  type Onboarding,
  scheduleOnboarding,
  showStep,
} from './store'
export { showsOnboarding } from './where'
