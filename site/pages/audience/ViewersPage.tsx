import { NextSteps } from '../NextSteps'
import { ScanArt } from './Illustrations'
import { type Point, Points, Steps } from './Points'

const START: readonly Point[] = [
  {
    title: 'Watch',
    text: 'Watch a channel as you always do. The store beside the stream follows what is on air: what is said and what is named on screen.',
  },
  {
    title: 'Scan',
    text: 'Point your phone’s camera at the QR code beside the stream. The channel’s store opens in the browser; there is no app to install.',
  },
  {
    title: 'Earn points',
    text: 'Sign in with Google to earn points, check in each day once a crypto wallet is linked, and vote on what you see.',
  },
]

const GETS: readonly Point[] = [
  {
    title: 'Only what is on screen',
    text: 'Products, tickets and deals from this programme, each with a line on why it is there.',
  },
  {
    title: 'Favourites and rankings',
    text: 'Keep what you like in Favourites and see what other viewers like and click most.',
  },
  {
    title: 'Bought from the retailer',
    text: 'Buy links go to the partner retailer’s own page; we never take your payment.',
  },
]

/** /viewers: the pitch to viewers: watch, scan, earn points. */
export function ViewersPage() {
  return (
    <article className="page marketing audience">
      <div className="hero audience-hero">
        <div>
          <h1>See it on screen, shop it on your phone</h1>
          <p className="lead">
            See something on screen you like? Scan the code beside the stream and it is on your
            phone, with the rest of what the programme is showing.
          </p>
          <NextSteps />
        </div>
        <ScanArt />
      </div>
      <Steps id="viewer-start-title" title="Watch, scan, earn points" steps={START} />
      <Points id="viewer-gets-title" title="What you get" points={GETS} />
      <NextSteps />
    </article>
  )
}
