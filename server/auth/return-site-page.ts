// The page a broadcaster page's sign-in passes on its way to the provider: it names the site
// the viewer will be returned to, so nobody signs in for a site they did not mean.
import { escapeHtml } from '../../shared/html'
import { htmlDocument } from '../http/html'

/** Title of the page that names where a frame's sign-in returns. */
export const RETURN_SITE_TITLE = 'Sign in to Shoppable TV'

/** The page naming `returnTo`'s site, with the way on to the provider and the way back. */
export function returnSitePage(returnTo: string, providerUrl: string): string {
  const host = new URL(returnTo).host
  return htmlDocument(
    `${RETURN_SITE_TITLE} · ${host}`,
    `<h1>${escapeHtml(RETURN_SITE_TITLE)}</h1>
<p>You are signing in for the Shoppable TV store on <strong>${escapeHtml(host)}</strong>. Afterwards you go back to:</p>
<p><code>${escapeHtml(returnTo)}</code></p>
<p>If you did not just press Sign in on that site, cancel.</p>
<div class="actions">
<a class="primary" href="${escapeHtml(providerUrl)}">Continue to sign-in</a>
<a href="${escapeHtml(returnTo)}">Cancel</a>
</div>`,
  )
}
