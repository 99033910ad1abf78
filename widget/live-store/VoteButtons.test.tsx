import { atom } from 'nanostores'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import { VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { createRoot } from '../preact-react/client'
import type { Favourites, FavouritesState } from '../stores/favourites'
import { product } from '../testing'
import { VoteButtons } from './VoteButtons'

const host = document.createElement('div')
const root = createRoot(host)
afterEach(() => root.unmount())

function favourites(state: FavouritesState) {
  const votes: [number, string | undefined][] = []
  const $favourites = atom(state)
  const store: Favourites = {
    $favourites,
    $pulse: atom(false),
    $message: atom(null),
    $hidden: atom(() => false),
    retain: () => () => {},
    refresh: () => {},
    vote: (_product, voteType, channelId) => votes.push([voteType, channelId]),
  }
  return { store, votes, $favourites }
}

const buttons = () => [...host.querySelectorAll('button')]

test('labels the votes visibly, names the product and shows the viewer’s vote as pressed', async () => {
  const { store, votes, $favourites } = favourites({ status: 'ready', votes: [] })
  await act(() =>
    root.render(<VoteButtons product={product(7)} favourites={store} channelId="wildtv" />),
  )
  expect(buttons().map((button) => button.textContent)).toEqual(['Save', 'Not for me'])
  expect(buttons().map((button) => button.getAttribute('aria-label'))).toEqual([
    'Save: Item 7',
    'Not for me: Item 7',
  ])
  expect(buttons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false'])
  // Icons, not glyphs: an SVG hidden from assistive technology.
  expect(buttons()[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  buttons()[0]?.click()
  buttons()[1]?.click()
  // Each vote names the channel whose store shows the card.
  expect(votes).toEqual([
    [VOTE_UP, 'wildtv'],
    [VOTE_DOWN, 'wildtv'],
  ])
  await act(() =>
    $favourites.set({
      status: 'ready',
      votes: [{ item_id: 7, vote_type: VOTE_UP, item_type_id: 1, product: product(7) }],
    }),
  )
  expect(buttons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false'])
  // Saved, and named so, the visible label first.
  expect(buttons().map((button) => button.textContent)).toEqual(['Saved', 'Not for me'])
  expect(buttons()[0]?.getAttribute('aria-label')).toBe('Saved: Item 7')
  await act(() =>
    $favourites.set({
      status: 'ready',
      votes: [{ item_id: 7, vote_type: VOTE_DOWN, item_type_id: 1 }],
    }),
  )
  expect(buttons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true'])
  // Turned (or rolled back): Save again.
  expect(buttons().map((button) => button.textContent)).toEqual(['Save', 'Not for me'])
})
