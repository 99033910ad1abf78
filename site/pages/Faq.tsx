import { type ReactNode, useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import {
  MARKETING_CHANNELS,
  MARKETING_PRODUCTS_MILLIONS,
  MARKETING_VENDORS,
} from '../../shared/constants'
import { groupThousands } from '../../shared/rules/thousands'
import { FAQ_PATH } from '../../shared/support'
import { SupportContact } from '../layout/SupportContact'

/** The id of the FAQ section, from FAQ_PATH (`/home#faq`). */
export const FAQ_ID = FAQ_PATH.split('#')[1] ?? 'faq'

/** One question; its id makes `/home#faq-{id}` open it. */
type Entry = { id: string; question: string; answer: ReactNode }

/** The topics of spec §1, in the order a newcomer asks them. */
export const FAQ_ENTRIES: readonly Entry[] = [
  {
    id: 'what',
    question: 'What is Shoppable TV?',
    answer: (
      <p>
        A live store that follows what is on screen. While a channel streams, we match the products,
        tickets and deals that go with the programme and list them beside the stream and on your
        phone. The network counts {MARKETING_CHANNELS} channels, {groupThousands(MARKETING_VENDORS)}{' '}
        vendors and {MARKETING_PRODUCTS_MILLIONS}+ million products.
      </p>
    ),
  },
  {
    id: 'how',
    question: 'How does it work?',
    answer: (
      <p>
        We follow the programme: its captions and the brands, models and places named or shown on
        screen. An <strong>exact match</strong> is an item that appears or is named; a{' '}
        <strong>contextual match</strong> is one that fits what is being talked about. Matches
        appear in the store as they happen, newest first.
      </p>
    ),
  },
  {
    id: 'buy',
    question: 'How do I buy something?',
    answer: (
      <p>
        Scan the QR code beside the stream, or open the store on the channel's page, and choose an
        item. Its link takes you to the retailer's own site, where you pay and where their prices,
        delivery and returns apply. We never take payments.
      </p>
    ),
  },
  {
    id: 'platforms',
    question: 'Which devices and platforms are supported?',
    answer: (
      <p>
        The store runs in any current browser on phones, tablets and computers: Chrome, Safari,
        Firefox and Edge. There is no app to install. Channels add it to their own stream pages with
        one script tag (see <Link to="/docs">the docs</Link>); points and wallet linking work in the
        same browsers, with a wallet extension or app for the wallet.
      </p>
    ),
  },
  {
    id: 'partners',
    question: 'Who are the partners?',
    answer: (
      <p>
        Channels that stream with the store beside them (see the{' '}
        <Link to="/demo">demo channels</Link>), and the retailers, ticket sellers and deal sites
        whose items we match. Channels and brands who want to join can read the pages{' '}
        <Link to="/channels">for channels</Link> and <Link to="/brands">for brands</Link>.
      </p>
    ),
  },
  {
    id: 'insights',
    question: 'What insights do channels and brands get?',
    answer: (
      <p>
        Non-personal figures only: how often each item was matched, clicked and voted for, per
        channel and programme. They never receive names, e-mail addresses, wallet addresses or lists
        of viewers.
      </p>
    ),
  },
  {
    id: 'privacy',
    question: 'What about my privacy?',
    answer: (
      <p>
        You can watch and shop without an account; then we count clicks on items without knowing who
        you are. If you sign in with Google we keep your name, e-mail, points, votes and any wallet
        you link. Analytics and marketing cookies are used only if you allow them. The{' '}
        <Link to="/privacy">privacy policy</Link> and <Link to="/cookies">cookie policy</Link> say
        it all in full.
      </p>
    ),
  },
  {
    id: 'points',
    question: 'How do points work?',
    answer: (
      <p>
        Sign in with Google in the store, link a wallet, and check in once a day to earn points.
        Points have no cash value; the <Link to="/terms">terms</Link> explain the rules.
      </p>
    ),
  },
  {
    id: 'contact',
    question: 'How do I contact support?',
    answer: <SupportContact />,
  },
]

/** Opens the question a `/home#faq-{id}` link points at, on load and on navigation. */
function useOpenLinkedQuestion() {
  const { hash } = useLocation()
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target instanceof HTMLDetailsElement) target.open = true
  }, [hash])
}

/** The FAQ (spec §1) as a list of native disclosures: they work before any script runs. */
export function Faq() {
  useOpenLinkedQuestion()
  return (
    <section id={FAQ_ID} className="faq" aria-labelledby={`${FAQ_ID}-title`} tabIndex={-1}>
      <h2 id={`${FAQ_ID}-title`}>Frequently asked questions</h2>
      <div className="faq-list">
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.id} id={`${FAQ_ID}-${entry.id}`}>
            <summary>{entry.question}</summary>
            <div className="faq-answer">{entry.answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
