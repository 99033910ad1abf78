/** One page of the onboarding tutorial. */
export type OnboardingStep = { title: string; body: string }

/** What a first-time viewer needs to know, in the order they meet it. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: 'Shop what you are watching',
    body: 'Shoppable TV follows what is on air and lists the products, tickets and deals that go with it, live.',
  },
  {
    title: 'Scan the QR code',
    body: 'The code beside a stream opens the store for that channel on your phone. There is no app to install.',
  },
  {
    title: 'Exact and contextual matches',
    body: 'An exact match is an item named or shown on screen; a contextual match fits what is being talked about. You buy on the retailer’s own site.',
  },
  {
    title: 'Earn points when you sign in',
    body: 'Sign in with Google in the store to earn points, check in daily, vote and keep favourites. Browsing needs no account.',
  },
]
