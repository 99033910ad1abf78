import { ConsentBanner } from '../consent'
import { OnboardingTutorial, showsOnboarding } from '../onboarding'

/** What floats above every page: the consent banner, and the tutorial where viewers start. */
export function SiteOverlays({ pathname }: { pathname: string }) {
  return (
    <>
      <ConsentBanner />
      {showsOnboarding(pathname) && <OnboardingTutorial />}
    </>
  )
}
