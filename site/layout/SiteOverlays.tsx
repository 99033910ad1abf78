import { useStore } from '@nanostores/react'
import { $consent, ConsentBanner } from '../consent'
import { OnboardingTutorial, showsOnboarding } from '../onboarding'

/**
 * What floats above every page: the consent banner, and the tutorial where viewers start.
 * One first-visit overlay at a time: the banner asks first, and the tutorial is scheduled
 * only once a consent decision exists (stored from an earlier visit, or just made), so it
 * opens ONBOARDING_DELAY_MS after load on a return visit and that long after the choice on
 * a first one. A modal tutorial over an unanswered banner would hide the banner's buttons.
 */
export function SiteOverlays({ pathname }: { pathname: string }) {
  const decided = useStore($consent) !== null
  return (
    <>
      <ConsentBanner />
      {decided && showsOnboarding(pathname) && <OnboardingTutorial />}
    </>
  )
}
