// The audience, docs, legal, sandbox and card reveal pages are left out on purpose: the client loads
// them as their own chunks (client-pages.tsx), and a static re-export here would pull them
// into the main one.
export { AppDocument, AppPage, AppScreen } from './AppPage'
export { DemoIndexPage } from './DemoIndexPage'
export { HomePage } from './HomePage'
export { IntravelLivestorePage, IntravelRedirectPage } from './IntravelPages'
export { NotFoundPage } from './NotFoundPage'
export { SignInCallbackPage } from './SignInCallbackPage'
