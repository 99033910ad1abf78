import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * The legal pages exist at their routes, but their texts are not written yet; they say so
 * rather than show made-up terms.
 */
function LegalPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page">
      <h1>{title}</h1>
      <p className="lead">This text has not been published yet.</p>
      {children}
      <p>
        Meanwhile you can <Link to="/demo">watch a demo channel</Link> or{' '}
        <Link to="/app">open the phone store</Link>.
      </p>
    </article>
  )
}

/** /privacy */
export function PrivacyPage() {
  return (
    <LegalPlaceholder title="Privacy policy">
      <p>
        The store remembers the channel you last opened in your browser's local storage, and your
        sign-in token once you sign in.
      </p>
    </LegalPlaceholder>
  )
}

/** /terms */
export function TermsPage() {
  return (
    <LegalPlaceholder title="Terms of service">
      <p>Purchases are made on the retailer's own site, under the retailer's terms.</p>
    </LegalPlaceholder>
  )
}

/** /cookies */
export function CookiesPage() {
  return (
    <LegalPlaceholder title="Cookie settings">
      <p>Cookie preferences will be set here once the consent banner ships.</p>
    </LegalPlaceholder>
  )
}
