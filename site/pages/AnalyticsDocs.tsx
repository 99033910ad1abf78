// /docs, "Your analytics: GA4 events" (issue 65): the widget's ecommerce events on the host page,
// where they go and when consent holds them back. The names are widget/analytics's, checked by
// analytics-docs.test.tsx.
import { Definitions } from './Definitions'

/** The GA4 events the widget sends, with when each goes. */
export const ANALYTICS_DOCS_EVENTS = [
  {
    name: 'view_item_list',
    text: 'The first products a viewer sees on a channel, as one list (item_list_id live), with their places in it.',
  },
  {
    name: 'view_item',
    text: 'Each product that joins the Live list afterwards, as what is on air brings it.',
  },
  {
    name: 'select_item',
    text: 'The viewer opens a product’s buy link (value and currency: its price).',
  },
] as const

const GTM_EXAMPLE = `<shoppable-tv channel-id="your-channel" datalayer></shoppable-tv>

<!-- Or listen yourself: -->
<script>
  document.addEventListener('shoppable-tv:analytics', (event) => {
    const { event: name, ecommerce } = event.detail
    gtag('event', name, ecommerce)
  })
</script>`

const DATA_LAYER_EXAMPLE = `{ ecommerce: null }
{
  event: 'select_item',
  ecommerce: {
    item_list_id: 'live', item_list_name: 'Live',
    currency: 'USD', value: 49.9,
    items: [{ item_id: '1042', item_name: 'Trail runner', item_brand: 'Acme',
              item_category: 'Shoes', price: 49.9, index: 0 }]
  }
}`

export function AnalyticsDocs() {
  return (
    <>
      <h2 id="analytics">Your analytics: GA4 events</h2>
      <p>
        The widget tells your page what viewers see and open, as Google Analytics 4 ecommerce
        events, in both modes (from the frame, the loader hands them over). Each comes as a{' '}
        <code>shoppable-tv:analytics</code> DOM event on the element, its detail{' '}
        <code>{'{ event, ecommerce }'}</code>. Add the <code>datalayer</code> attribute and each is
        also pushed to <code>window.dataLayer</code> (or the layer the attribute names, such as{' '}
        <code>datalayer="myLayer"</code>) for Google Tag Manager, after{' '}
        <code>{'{ ecommerce: null }'}</code> as Google advises.
      </p>
      <Definitions items={ANALYTICS_DOCS_EVENTS} testId="analytics-events" />
      <p>
        Items carry <code>item_id</code> (the id in your feed), <code>item_name</code>,{' '}
        <code>item_brand</code>, <code>item_category</code>, <code>price</code> and{' '}
        <code>index</code>, where the item has them; nothing about the viewer. In your data layer a
        select_item looks like this:
      </p>
      <pre className="code" data-testid="analytics-datalayer">
        <code>{DATA_LAYER_EXAMPLE}</code>
      </pre>
      <pre className="code" data-testid="analytics-example">
        <code>{GTM_EXAMPLE}</code>
      </pre>
      <p>
        Consent comes first. Where your page uses Google Consent Mode, nothing is handed over while{' '}
        <code>analytics_storage</code> is denied: a default that denies holds until an update
        grants, and a denying default for some regions counts everywhere, since the widget cannot
        know where the viewer is. Events from that time are dropped, not sent later. A page without
        Consent Mode gets them all: your own tags decide what to do with them. On our own pages our
        consent banner decides the same way. The events come from <code>analytics.js</code> on our
        origin, beside the loader: the <code>script-src</code> you added for the loader covers it.
      </p>
    </>
  )
}
