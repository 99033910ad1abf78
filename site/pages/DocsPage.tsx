import { Link } from 'react-router'
import { refusalText } from '../../shared/api/embed'
import { BEACON_CAPS, CHANNEL_BEACONS_PER_MINUTE } from '../../shared/api/insights-beacon'
import {
  EMBED_PATH,
  FRAME_DEFAULT_HEIGHT_PX,
  FRAME_HEIGHT_PROPERTY,
  FRAME_SANDBOX,
} from '../../shared/bridge/protocol'
import { BUILD_VERSION } from '../../shared/constants'
import { ORIGIN_VERIFICATION, verificationMetaTag } from '../../shared/origin-verification'
import { SnippetCode, useSnippet } from '../snippet'
import { AnalyticsDocs } from './AnalyticsDocs'
import { ConversionsDocs } from './ConversionsDocs'
import { type Definition, Definitions } from './Definitions'
import { EmbeddingServers } from './EmbeddingServers'
import { LinkTrackingDocs } from './LinkTrackingDocs'
import { StreamDocs } from './StreamDocs'

/** The time source examples of "Pins in step with your video" (hls.js, then a plain video). */
const TIME_SOURCE_HLS = `const store = document.querySelector('shoppable-tv')
const hls = new Hls()
hls.loadSource('https://your-cdn.example/live/index.m3u8')
hls.attachMedia(video)
// The wall-clock time of the frame on screen (EXT-X-PROGRAM-DATE-TIME), null until known.
store.timeSource = () => hls.playingDate`
const TIME_SOURCE_VIDEO = `// Safari's own HLS player: the widget reads getStartDate() + currentTime.
document.querySelector('shoppable-tv').timeSource = document.querySelector('video')`

/** The channel the docs' snippet and examples name. */
export const DOCS_CHANNEL = 'wildtv'

const SANDBOX_REASONS: Record<(typeof FRAME_SANDBOX)[number], string> = {
  'allow-scripts': 'the widget is a script',
  'allow-same-origin': 'the viewer’s session is kept in the frame’s own storage',
  'allow-popups': 'product links open the retailer in a new tab',
  'allow-popups-to-escape-sandbox': 'that retailer tab is an ordinary page, not a sandboxed one',
  'allow-forms': 'forms inside the widget can be submitted',
  'allow-top-navigation-by-user-activation':
    'right after the viewer presses Sign in, the widget sends your page to our sign-in, which brings the viewer back to it; without a press it cannot move your page',
}

const ATTRIBUTES: Definition[] = [
  { name: 'channel-id', text: 'Required. The channel whose live products the store shows.' },
  {
    name: 'view',
    text: 'full (default: store and account), store (products only) or account (the account sidebar only).',
  },
  { name: 'theme', text: 'dark, light or auto (default; follows the viewer’s system setting).' },
  {
    name: 'mode',
    text: 'auto (default): a frame on your site, inline on ours. frame: always a frame. inline: the widget runs in your page (see below).',
  },
  {
    name: 'api-base',
    text: 'Inline mode only: the API address. By default the origin the script came from, plus /api.',
  },
  {
    name: 'datalayer',
    text: 'Optional: push the widget’s GA4 events to window.dataLayer, or to the layer it names (see Your analytics).',
  },
]

const EVENTS: Definition[] = [
  { name: 'shoppable-tv:ready', text: 'The first products are on screen. detail: { channelId }.' },
  {
    name: 'shoppable-tv:product-click',
    text: 'The viewer opened a product. detail: { id, type, link }.',
  },
  {
    name: 'shoppable-tv:signed-in',
    text: 'A signed-in viewer is shown. detail: { user: { name, email, avatarSeed } }; never a token.',
  },
  { name: 'shoppable-tv:signed-out', text: 'The viewer’s session ended. detail: null.' },
  {
    name: 'shoppable-tv:check-in',
    text: 'Today’s check-in paid points. detail: { days, value, total }.',
  },
  {
    name: 'shoppable-tv:wallet-linked',
    text: 'The viewer linked a wallet. detail: { address }.',
  },
  {
    name: 'shoppable-tv:analytics',
    text: 'A GA4 ecommerce event, where the page’s consent allows. detail: { event, ecommerce } (see Your analytics).',
  },
]

/** Google Merchant Center attributes a feed must have (issue 14). */
const FEED_REQUIRED: Definition[] = [
  { name: 'id', text: 'The item’s id in your shop, unique in the feed; at most 50 characters.' },
  { name: 'title', text: 'The name shown on the card.' },
  { name: 'description', text: 'What the item is; its words help match it to what is on air.' },
  { name: 'link', text: 'The item’s page in your shop: an http(s) address.' },
  {
    name: 'image_link',
    text: 'The main picture: an http(s) address that passes the widget’s image rules (no placeholder or “no image” pictures).',
  },
  { name: 'price', text: 'An amount and an ISO 4217 currency, such as 24.90 EUR.' },
  {
    name: 'availability',
    text: 'in_stock, out_of_stock, preorder or backorder; out_of_stock items are not shown.',
  },
]

/** Attributes used when a feed has them. */
const FEED_OPTIONAL: Definition[] = [
  { name: 'brand', text: 'The maker; matched like the title.' },
  { name: 'gtin', text: 'The barcode number (GTIN, EAN, UPC).' },
  { name: 'mpn', text: 'The maker’s model number.' },
  { name: 'product_type', text: 'Your own category path, such as Home > Kitchen > Mixers.' },
  { name: 'google_product_category', text: 'Google’s category, by name or number.' },
  { name: 'sale_price', text: 'A lower price in the same currency, shown as the offer.' },
  { name: 'additional_image_link', text: 'More pictures of the item.' },
  { name: 'item_group_id', text: 'Shared by the variants of one product (sizes, colours).' },
  { name: 'custom_label_0', text: 'product, ticket or deal: what kind of card the item gets.' },
  { name: 'custom_label_1', text: 'The seller named on the card (by default the feed’s name).' },
  {
    name: 'custom_label_2',
    text: 'The topics the item fits, comma-separated, such as cooking, travel.',
  },
]

/** /docs: how to embed the widget (ARCHITECTURE.md §4, §5, §10). */
export function DocsPage() {
  // From the server this page is served by: the origin it really runs on, and its loader's hash.
  const { snippet, retry } = useSnippet({ channelId: DOCS_CHANNEL })
  // Our origin once the snippet names it; until then the paths below are relative to this site.
  const ours = snippet.state === 'ready' ? new URL(snippet.snippet.loaderUrl).origin : ''
  const refused = refusalText('unregistered', {
    channelId: DOCS_CHANNEL,
    parentOrigin: 'https://www.example.com',
    publicOrigin: ours,
  })
  const listen = `document.querySelector('shoppable-tv')\n  .addEventListener('shoppable-tv:product-click', (event) => console.log(event.detail))`
  return (
    <article className="page">
      <h1>Embed the widget</h1>
      <p className="lead">
        Add the loader script once and place a <code>&lt;shoppable-tv&gt;</code> element where the
        store should appear. Your site's origin must be registered for the channel, and verified,
        first.
      </p>
      <h2>The snippet</h2>
      <SnippetCode
        snippet={snippet}
        retry={retry}
        pick={(s) => s.html}
        testId="embed-snippet"
        copyLabel="Copy snippet"
      />
      <p>
        The address is versioned ({BUILD_VERSION}) and never changes, so the browser can check it
        against its <code>integrity</code> hash, which this server computes from its own loader.{' '}
        <code>{ours}/widget/loader.js</code> always points at the newest version instead; use it
        without <code>integrity</code>. Several elements per page, elements added and removed by a
        single-page app, and a second copy of the script all work.
      </p>

      <h2>Attributes</h2>
      <Definitions items={ATTRIBUTES} />

      <h2>How it runs on your page</h2>
      <p>
        On your site the element creates a frame on our origin ({ours}
        {EMBED_PATH}) and, while it loads, asks our server whether your page's origin is registered
        and verified for the channel; the frame is shown once the answer is yes. It talks to the
        frame over <code>postMessage</code>, accepting messages only from our origin and that frame.
        The viewer's session stays in the frame: your page never sees their token, and your CSS
        cannot reach the widget (nor ours your page). The element is {FRAME_DEFAULT_HEIGHT_PX}{' '}
        pixels tall unless your CSS sets <code>{FRAME_HEIGHT_PROPERTY}</code> on it (for example{' '}
        <code>
          shoppable-tv {'{'} {FRAME_HEIGHT_PROPERTY}: 80vh {'}'}
        </code>
        ) and as wide as its container; the store scrolls inside it. The snippet's{' '}
        <code>style</code> keeps that space from the start, before the script has loaded (a page
        whose Content-Security-Policy refuses inline styles can put the same rule in its own
        stylesheet). The frame never changes its own size, so your page never moves because of it.
      </p>
      <p>
        If the origin is not registered (or registered but not verified yet), the element removes
        its frame (which our server refuses to show on your page anyway) and shows viewers nothing
        (it takes no space on the page), and the browser's console gets one error that says why and
        what to do:
      </p>
      <pre className="code" data-testid="embed-refusal">
        <code>{refused}</code>
      </pre>
      <p>
        A channel-id that does not exist, or a channel that has been archived, gets its own message.
        When our server cannot be asked (offline, blocked), the frame is tried anyway, and the
        element says so if it does not load.
      </p>
      <p>
        Sign-in from the frame sends the page to our sign-in and back to the same address; the
        one-time code it returns with is removed from the address bar at once, and only the frame
        that started the sign-in can use it (it keeps a secret the code is bound to), so a script on
        your page that reads the code gains nothing. The frame keeps the session in its own storage,
        which browsers keep separately for each site that embeds it, so viewers stay signed in on
        your pages across reloads. Where a browser blocks storage in embedded frames (private
        windows, or third-party cookies blocked), the session lasts until the page reloads, and the
        widget tells the viewer so. With <code>mode="inline"</code> the widget runs in your page
        instead (in a Shadow DOM): the colours can then be changed through <code>--stv-accent</code>
        , <code>--stv-bg</code> and the other <code>--stv-*</code> custom properties, and the
        session is kept in your page's storage.
      </p>

      <h2>Events</h2>
      <p>
        The element dispatches these DOM events (they bubble and cross shadow roots), in both modes:
      </p>
      <Definitions items={EVENTS} />
      <pre className="code">
        <code>{listen}</code>
      </pre>

      <h2 id="time-source">Pins in step with your video</h2>
      <p>
        A viewer's stream plays behind live, often 15–30 seconds. Tell the widget where the viewer's
        picture is and it holds each product until the picture reaches the moment the product was
        matched (its <code>time</code>: the caption's or your push's moment), so the pin appears
        with what is on screen, not before. Set the element's <code>timeSource</code> property to a
        function that returns the wall-clock time of the frame on screen (milliseconds or a{' '}
        <code>Date</code>; <code>null</code> while unknown), or to the <code>&lt;video&gt;</code>{' '}
        element where the browser knows its start date (Safari's own HLS player). Your stream needs{' '}
        <code>EXT-X-PROGRAM-DATE-TIME</code> on the same clock as your captions. With hls.js:
      </p>
      <pre className="code">
        <code>{TIME_SOURCE_HLS}</code>
      </pre>
      <p>With a video element:</p>
      <pre className="code">
        <code>{TIME_SOURCE_VIDEO}</code>
      </pre>
      <p>
        Without a time source, products show as soon as they are matched, as before. Products
        matched before the picture show at once. While your function returns <code>null</code> (the
        player is still loading), a product matched in the last minute waits, for at most 20
        seconds; older ones show at once. It works the same in the frame: the loader answers the
        frame's question from the element's <code>timeSource</code>, only while a product waits for
        the picture. Set it as soon as the element exists, before the loader's script runs if you
        can: an element with no time source when the frame is made shows its first products at once,
        and a time source set later counts from then on. The <Link to="/demo">demo channels</Link>{' '}
        play a live stream this way.
      </p>

      <h2>Content Security Policy</h2>
      <p>
        If your page sends a Content Security Policy, add our origin to these three directives:{' '}
        <code>script-src</code> for the loader, <code>connect-src</code> for its registration check
        and <code>frame-src</code> for the frame.
      </p>
      <SnippetCode
        snippet={snippet}
        retry={retry}
        pick={(s) => s.csp}
        testId="embed-csp"
        copyLabel="Copy CSP lines"
      />
      <p>
        The loader needs no <code>unsafe-inline</code> and no <code>unsafe-eval</code>: its styles
        are constructed style sheets. Without <code>connect-src</code> the check is blocked and the
        frame is tried anyway, but your console reports the blocked request. Inline mode also needs{' '}
        <code>img-src</code> for our origin.
      </p>

      <h2>The frame's sandbox</h2>
      <p>
        The frame is sandboxed with these flags and nothing else; in particular it cannot navigate
        your page (sign-in asks the loader, which only goes to our own origin):
      </p>
      <dl className="attributes" data-testid="embed-sandbox">
        {FRAME_SANDBOX.map((flag) => (
          <div key={flag}>
            <dt>
              <code>{flag}</code>
            </dt>
            <dd>{SANDBOX_REASONS[flag]}</dd>
          </div>
        ))}
      </dl>

      <h2>Registering your site</h2>
      <p>
        The frame is only shown on origins registered for the channel and verified: any other page
        gets no frame and the console message above. A channel's owner registers origins (scheme,
        host and port, such as <code>https://www.example.com</code>) in the Studio, at{' '}
        <code>{ours}/studio</code>, where channels are created too.
      </p>
      <p>
        Registering is not enough: anyone could type your address. The Studio shows a token for the
        channel and that origin; put it on the site in one of two ways and press Verify there:
      </p>
      <ul>
        <li>
          a text file at <code>{`https://www.example.com${ORIGIN_VERIFICATION.filePath}`}</code>{' '}
          whose content contains the token (the tokens of several channels may share it, one a
          line), or
        </li>
        <li>
          this tag in the <code>&lt;head&gt;</code> of the home page,{' '}
          <code>https://www.example.com/</code>:
          <pre className="code">
            <code>{verificationMetaTag('TOKEN')}</code>
          </pre>
        </li>
      </ul>
      <p>
        Our server looks for it on the origin itself (a redirect to another origin does not count),
        and only on public addresses. Once verified, the origin counts at once, and stays verified
        until it is removed; if the token is not found, the Studio says what it found instead. On
        your own installation of the server, the command line registers an origin as verified (you
        run the server, so you vouch for it):
      </p>
      <pre className="code">
        <code>
          {
            'npm run channel -- origins wildtv add https://www.example.com\nnpm run channel -- origins wildtv list'
          }
        </code>
      </pre>
      <p>
        See it running on the <Link to="/demo">demo channels</Link>.
      </p>

      <h2 id="insights">What the insights can and cannot prove</h2>
      <p>
        The Studio’s Insights count, per channel and hour, what happens around your store, never who
        did it: no cookie is set, no identifier is sent and no address is kept, so no number there
        can identify or follow a person.
      </p>
      <ul data-testid="insight-sources">
        <li>
          <strong>Clicks, votes, check-ins and sign-ins</strong> are counted by our server as it
          handles them, for the channel the request names: a vote when it is new or changed, a daily
          check-in when it is paid, a sign-in when it completes (not a viewer who comes back still
          signed in). Votes, check-ins and sign-ins each need a signed-in viewer. A click needs
          none; it is taken only from pages on your registered origins or ours.
        </li>
        <li>
          <strong>Loads, impressions and QR visits</strong> only the page sees, so the widget
          reports them, from pages on your registered origins or ours. One report holds one page
          view at most ({BEACON_CAPS.loads} load, {BEACON_CAPS.qrVisits} QR visit,{' '}
          {BEACON_CAPS.impressions} products shown), and a channel takes{' '}
          {CHANNEL_BEACONS_PER_MINUTE.toLocaleString('en-US')} reports a minute at most, dropping
          the rest.
        </li>
      </ul>
      <p>
        A browser names the page’s origin, so other sites’ pages cannot count for your channel. A
        script on an allowed page, or a program outside a browser that names your origin, can still
        send clicks and reports within those limits: read loads, impressions, QR visits and clicks
        as what pages sent, not as proof of that many viewers.
      </p>

      <LinkTrackingDocs />

      <ConversionsDocs origin={ours} channelId={DOCS_CHANNEL} />
      <AnalyticsDocs />

      <h2 id="product-feeds">Product feeds</h2>
      <p>
        A channel’s products come from product feeds in the format shops already keep for Google
        Merchant Center: tab-separated text with a header row, or RSS 2.0 or Atom XML with the{' '}
        <code>g:</code> namespace. Members of a channel add feeds under Catalog in the Studio,
        uploading a file or giving a URL the server fetches hourly or daily. Once a channel has
        imported a feed, it matches its own items instead of the shared demo catalog. A file may be
        as large as the server’s upload limit; it is read as it arrives, never held in memory whole.
      </p>
      <h3>Required attributes</h3>
      <Definitions items={FEED_REQUIRED} />
      <h3>Used when present</h3>
      <Definitions items={FEED_OPTIONAL} />
      <p>
        A row that breaks a rule is left out and listed in the import’s report: its row, the
        attribute and why (missing, a bad price or address, the image rules, an id used twice, too
        long, a value not allowed, text that cannot be read). A file that is not a feed at all is
        refused with one message and changes nothing.
      </p>
      <p>
        A re-import is a sync: new items are added and changed ones updated, and items missing from
        the feed or <code>out_of_stock</code> leave the live feed (open widgets follow within
        seconds).
      </p>

      <h2 id="matching">How matching works</h2>
      <p>
        Each thing said on air (a caption from your program, or one you push with{' '}
        <code>POST /api/channels/{'{id}'}/context</code> and your channel key) is matched against
        your catalog in two ways.
      </p>
      <ul>
        <li>
          <strong>Exact</strong>: a name of your catalog heard in the caption (a brand, a model, a
          title, an event or a place), whatever its case, punctuation, plural or accents, the
          longest name first. Names you send in <code>entities</code> (what is shown on screen)
          match the same way.
        </li>
        <li>
          <strong>In context</strong>: items close in meaning to what is said, found by a
          text-embedding model that runs inside our server, together with the words the caption
          shares with your items. Items of your channel’s topic come first, and what you block never
          shows.
        </li>
      </ul>
      <p>
        Every match says why (the name heard, or the caption’s words closest to the item) and how
        sure the matcher is. A match in context that is not sure enough is not shown to viewers; on
        a channel that approves matches first, it waits for review in the Studio with the others.
        Viewers see the reason too, in a small line on each card (“Heard: …”). Try a caption in the
        Studio to see what it would match and why; the Studio’s Catalog says how many of each feed’s
        items the model has read so far.
      </p>

      <EmbeddingServers />

      <StreamDocs />
    </article>
  )
}
