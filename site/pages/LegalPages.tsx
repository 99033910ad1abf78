import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SUPPORT_EMAIL } from '../../shared/support'
import { openConsentSettings, resetConsent } from '../consent'
import { browserEnv } from '../env'

/** One titled section of a legal page. */
type Section = { id: string; title: string; body: ReactNode }

/** Date the texts below were last changed; shown on each page. */
const LAST_UPDATED = '22 November 2026'

function LegalPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string
  intro: string
  sections: Section[]
  children?: ReactNode
}) {
  return (
    <article className="page legal">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      <p>
        <small>Last updated {LAST_UPDATED}.</small>
      </p>
      {children}
      <nav aria-label="On this page">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  )
}

const PRIVACY: Section[] = [
  {
    id: 'who',
    title: 'Who we are and what this covers',
    body: (
      <p>
        Shoppable TV runs the shoppable-TV widget you see beside live streams, the phone store that
        opens when you scan a channel's QR code, this website and the API behind them. This policy
        covers the data those keep. Retailers you buy from are separate companies: when you follow a
        buy link, their own privacy policy applies to what you do on their site.
      </p>
    ),
  },
  {
    id: 'guests',
    title: 'If you do not sign in',
    body: (
      <>
        <p>You can watch, browse and follow buy links without an account. Then we keep:</p>
        <ul>
          <li>
            <strong>Clicks on buy links</strong>: the item, the kind of click (product, ticket or
            deal) and the channel, with the time. No name, account or device identifier is attached.
            We use the counts for the "Most clicked" list and to report to channels how their
            viewers shop.
          </li>
          <li>
            <strong>In your browser only</strong>: the channel you last opened, whether you skipped
            the tutorial and your cookie choices (local storage). They never leave your device
            unless a feature below says so.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'account',
    title: 'If you sign in',
    body: (
      <>
        <p>Signing in with your Google account lets you earn points, vote and keep favourites.</p>
        <ul>
          <li>
            <strong>From Google</strong> we receive your name, e-mail address and an account
            identifier. We do not receive your password or your contacts.
          </li>
          <li>
            <strong>Session</strong>: a random sign-in token stored in your browser. We keep only a
            one-way fingerprint of it, so a copy of our database cannot be used to sign in as you.
            Signing out ends the session on our side too.
          </li>
          <li>
            <strong>Rewards</strong>: your daily check-ins, streak and points.
          </li>
          <li>
            <strong>Votes and favourites</strong>: the items you voted up or down.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'wallet',
    title: 'Crypto wallet data',
    body: (
      <p>
        If you link a wallet, we keep its public address and the signed Sign-In with Ethereum
        message that proves you control it, on the Polygon network. We never see or store your
        private key or recovery phrase, and we cannot move funds. Wallet addresses are public on the
        blockchain; linking one tells us that it is yours. Earning points requires a linked wallet.
        A wallet that is blocked for abuse is kept on a block list with the reason.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To run the service you ask for: the store, sign-in, rewards and wallet linking.</li>
        <li>
          To give channels and brands insights that are not personal: counts of clicks and votes per
          item and channel, never lists of viewers.
        </li>
        <li>To keep the service secure and prevent abuse, such as claiming a reward twice.</li>
        <li>Analytics and marketing only with your consent (see the cookie policy).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell personal data. Our hosting and database providers process it for us under
        contract. Channels and brands receive aggregated figures only. Retailers learn that a
        visitor came from Shoppable TV when you follow a buy link, as with any link.
      </p>
    ),
  },
  {
    id: 'keeping',
    title: 'How long we keep it',
    body: (
      <p>
        Account, rewards, votes and wallet data: while your account exists. Sessions: until you sign
        out or they expire. Anonymous click counts: as long as they are useful for rankings and
        reports.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You may ask for a copy of your data, for corrections, for deletion of your account and
        everything linked to it, or object to a use of it. Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use "Contact us" in the account
        sidebar. You can also complain to your data protection authority. You can withdraw consent
        to analytics and marketing at any time in the <Link to="/cookies">cookie settings</Link>.
      </p>
    ),
  },
]

const TERMS: Section[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Shoppable TV shows products, tickets and deals matched to what is on a live stream and links
        to the retailers who sell them. We are not the seller: every purchase is made on the
        retailer's own site, under the retailer's terms, prices and return policy.
      </p>
    ),
  },
  {
    id: 'matches',
    title: 'Matches and prices',
    body: (
      <p>
        Matches are made automatically, either exactly (an item named or shown on screen) or by
        context (items related to what is being said). They can be wrong. Prices and availability
        shown are taken from the retailer and may have changed; the retailer's page is the one that
        counts.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <p>
        You sign in with a Google account and must be old enough to hold one. Keep your device and
        account secure; you are responsible for what is done with your signed-in session. We may
        suspend accounts used to abuse the service.
      </p>
    ),
  },
  {
    id: 'points',
    title: 'Points and daily check-in',
    body: (
      <p>
        Signed-in viewers with a linked wallet can check in once per day (days run from midnight
        UTC) for points. Points have no cash value, cannot be sold or transferred, and may be
        adjusted if they were earned by abuse or by mistake. We may change how points are earned
        with notice on this page.
      </p>
    ),
  },
  {
    id: 'wallets',
    title: 'Wallets',
    body: (
      <p>
        Linking a wallet proves that you control its address by signing a message; it does not give
        us access to funds and costs no fee. You may link only wallets you control. A wallet can be
        linked to one account.
      </p>
    ),
  },
  {
    id: 'broadcasters',
    title: 'Channels embedding the widget',
    body: (
      <p>
        Channels place the widget on their pages from the origins they register with us. They may
        not alter it to mislead viewers or collect viewers' sign-in data.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability and changes',
    body: (
      <p>
        The service is provided as it is. Nothing in these terms limits rights you have under the
        law of your country as a consumer. We may change these terms; the date above shows the last
        change, and continuing to use the service after a change means you accept it.
      </p>
    ),
  },
]

const COOKIES: Section[] = [
  {
    id: 'categories',
    title: 'Categories',
    body: (
      <dl>
        <dt>Necessary (always on)</dt>
        <dd>
          What the service cannot work without: your sign-in session, your cookie choices and the
          channel you opened. These are kept in your browser's local storage, not sent to anyone
          else.
        </dd>
        <dt>Analytics (off unless you allow it)</dt>
        <dd>
          Counts of how pages and buy links are used, so we can improve the store: which link or
          button was clicked, on which page, and when, never who you are. The analytics cookie lasts
          up to two years (some browsers shorten every cookie to about 13 months).
        </dd>
        <dt>Marketing (off unless you allow it)</dt>
        <dd>Measuring which campaigns bring viewers. Removed when you decline.</dd>
        <dt>Functional (off unless you allow it)</dt>
        <dd>Conveniences such as remembering display preferences. Removed when you decline.</dd>
      </dl>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices',
    body: (
      <p>
        The banner asks once and keeps your answer on your device. You can change it at any time
        from "Cookie Settings" or start over with "Reset Cookie Preferences" in the account sidebar;
        declined categories have their cookies removed.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Retailers and broadcasters',
    body: (
      <p>
        Retailers' sites and the broadcaster pages that embed the widget set their own cookies under
        their own policies. The widget keeps your sign-in in its own storage, separate from the page
        around it.
      </p>
    ),
  },
]

/** /privacy */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      intro="What the Shoppable TV widget, phone store, website and API keep about you, why, and what you can do about it."
      sections={PRIVACY}
    />
  )
}

/** /terms */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      intro="The rules for using Shoppable TV: the store, accounts, points and wallets."
      sections={TERMS}
    />
  )
}

/** /cookies */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      intro="Which cookies and browser storage Shoppable TV uses, by category, and how to choose."
      sections={COOKIES}
    >
      <div className="consent-actions">
        <button type="button" onClick={() => openConsentSettings(browserEnv())}>
          Cookie Settings
        </button>
        <button type="button" className="secondary" onClick={() => resetConsent(browserEnv())}>
          Reset Cookie Preferences
        </button>
      </div>
    </LegalPage>
  )
}
