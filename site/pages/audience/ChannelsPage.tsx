import { Link } from 'react-router'
import { type DayBar, InsightsArt, StreamPageArt } from './Illustrations'
import { type Point, Points, Steps } from './Points'

const START: readonly Point[] = [
  {
    title: 'Create your channel',
    text: 'Sign in to the Studio with Google, give the channel an id, a name and a topic. The topic steers which products fit your programmes.',
  },
  {
    title: 'Add the script tag',
    text: 'The Studio shows your snippet: one loader script, with its integrity hash, and one <shoppable-tv> element. Paste both where the store should sit, beside your player.',
  },
  {
    title: 'Import a product feed',
    text: 'Add a Merchant Center feed by URL or file (tab-separated text, RSS or Atom). The import report lists each row it took and why it left any out.',
  },
  {
    title: 'Verify your page’s origin',
    text: 'List the site that shows the store and press Verify: the Studio checks the page serves your snippet, so only your pages show your channel.',
  },
]

const GETS: readonly Point[] = [
  {
    title: 'Matched to what is on air',
    text: 'Send captions and the names on screen as you broadcast, or upload a schedule: items named are exact matches, items that fit the talk are contextual.',
  },
  {
    title: 'Your say over what shows',
    text: 'Let matches go live at once or approve them first, pin an item, block items or whole vendors.',
  },
  {
    title: 'A QR code for the phone',
    text: 'Viewers on a TV scan a code and shop the same store on their phone, no app to install.',
  },
]

/** An example week of clicks, made up for the picture (labelled so on the page). */
const EXAMPLE_CLICKS: readonly DayBar[] = [
  { day: 'Mon', clicks: 38 },
  { day: 'Tue', clicks: 52 },
  { day: 'Wed', clicks: 47 },
  { day: 'Thu', clicks: 61 },
  { day: 'Fri', clicks: 88 },
  { day: 'Sat', clicks: 120 },
  { day: 'Sun', clicks: 96 },
]

/** /channels: the pitch to broadcasters, and how to start in the Studio. */
export function ChannelsPage() {
  return (
    <article className="page marketing audience">
      <div className="hero audience-hero">
        <div>
          <h1>Put a live store beside your stream</h1>
          <p className="lead">
            Products, tickets and deals matched to your broadcast, in a store that sits beside your
            player and on your viewers’ phones. You start in the Studio; it takes one script tag.
          </p>
          <p className="next-steps">
            <Link className="button" to="/studio">
              Create your channel
            </Link>
            <Link className="button secondary" to="/docs">
              Read the docs
            </Link>
          </p>
        </div>
        <StreamPageArt />
      </div>
      <Steps id="channel-start-title" title="How to start" steps={START} />
      <Points id="channel-gets-title" title="What you get" points={GETS} />
      <section aria-labelledby="channel-insights-title" className="audience-example">
        <h2 id="channel-insights-title">What Insights shows you</h2>
        <figure>
          <InsightsArt bars={EXAMPLE_CLICKS} />
          <div className="table-scroll">
            <table className="example-table">
              <caption>Clicks a day in the example week</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {EXAMPLE_CLICKS.map((bar) => (
                    <th scope="col" key={bar.day}>
                      {bar.day}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Clicks</th>
                  {EXAMPLE_CLICKS.map((bar) => (
                    <td key={bar.day}>{bar.clicks}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <figcaption>
            <strong>Example numbers, made up for this picture, not a real channel’s:</strong> a week
            of 21,600 card impressions and 502 clicks (2.3 %), most of them at the weekend. Your
            Studio shows your own clicks, impressions and top products.
          </figcaption>
        </figure>
      </section>
      <p className="next-steps">
        <Link className="button" to="/studio">
          Create your channel
        </Link>
        <Link className="button secondary" to="/demo">
          See the demo channels
        </Link>
      </p>
    </article>
  )
}
