import { Link } from 'react-router'
import { useSiteUrl } from '../site-url-context'

/** /docs: how to embed the widget (ARCHITECTURE.md §4). */
export function DocsPage() {
  const siteUrl = useSiteUrl()
  const snippet = `<script src="${siteUrl}/widget/loader.js" async></script>\n<shoppable-tv channel-id="wildtv"></shoppable-tv>`
  return (
    <article className="page">
      <h1>Embed the widget</h1>
      <p className="lead">
        Add the loader script once and place a <code>&lt;shoppable-tv&gt;</code> element where the
        store should appear. Your page's origin must be registered for the channel.
      </p>
      <pre className="code">
        <code>{snippet}</code>
      </pre>
      <h2>Attributes</h2>
      <dl className="attributes">
        <dt>
          <code>channel-id</code>
        </dt>
        <dd>The channel whose live products the store shows.</dd>
        <dt>
          <code>view</code>
        </dt>
        <dd>
          <code>full</code>, <code>store</code> or <code>account</code>.
        </dd>
        <dt>
          <code>theme</code>
        </dt>
        <dd>
          <code>dark</code>, <code>light</code> or <code>auto</code>.
        </dd>
        <dt>
          <code>api-base</code>
        </dt>
        <dd>The API address; by default the origin the script was loaded from, plus /api.</dd>
      </dl>
      <p>
        See it running on the <Link to="/demo">demo channels</Link>.
      </p>
    </article>
  )
}
