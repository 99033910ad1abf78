// /docs, "Buy links and link tracking" (issue 65): how a buy link leaves through our redirect,
// what a feed's tracking template may say, and the presets for affiliate networks.
import {
  AFFILIATE_PRESETS,
  ATTRIBUTION_WINDOW_DAYS,
  DEFAULT_TRACKING_TEMPLATE,
  TRACKING_PLACEHOLDERS,
  type TrackingPlaceholder,
} from '../../shared/api/attribution'

const PLACEHOLDER_MEANING: Record<TrackingPlaceholder, string> = {
  click_id:
    'a new random id for this visit (22 letters, digits, - and _): send it back with the order',
  channel: 'the channel whose card was clicked',
  segment: 'the program segment that showed the item',
  item_id: 'the item’s id in your feed',
}

export function LinkTrackingDocs() {
  return (
    <>
      <h2 id="link-tracking">Buy links and link tracking</h2>
      <p>
        A card’s buy link leaves through a short redirect on our server,{' '}
        <code>
          /api/r/{'{channel}'}/{'{item}'}
        </code>
        . It follows only an item the channel has shown, to the link your feed gave it (http or
        https), and gives every visit a new click id. On the way it adds your feed’s tracking
        parameters to the link, replacing any of the same name. Set them per feed in the Studio,
        under Catalog, Link tracking.
      </p>
      <p>Without parameters of your own, a link gets:</p>
      <pre className="code" data-testid="tracking-default">
        {DEFAULT_TRACKING_TEMPLATE}
      </pre>
      <p>Values may hold these, filled in for each visit:</p>
      <dl className="attributes" data-testid="tracking-placeholders">
        {TRACKING_PLACEHOLDERS.map((name) => (
          <div key={name}>
            <dt>
              <code>{`{${name}}`}</code>
            </dt>
            <dd>{PLACEHOLDER_MEANING[name]}</dd>
          </div>
        ))}
      </dl>
      <p>
        An affiliate network carries the click id in a parameter of its own; the Studio has these
        presets:
      </p>
      <ul data-testid="tracking-presets">
        {AFFILIATE_PRESETS.map(({ network, parameter }) => (
          <li key={network}>
            {network}: <code>{`${parameter}={click_id}`}</code>
          </li>
        ))}
      </ul>
      <p>
        A sale can name the click id for {ATTRIBUTION_WINDOW_DAYS} days. The click id says which
        channel, item and segment the visit came from and nothing about the viewer: no cookie,
        address or identifier of theirs is kept.
      </p>
    </>
  )
}
