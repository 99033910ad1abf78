import { expect, test } from 'vitest'
import {
  isTicketType,
  normaliseVoteItemType,
  VOTE_ITEM_TYPE_IDS,
  VOTE_ITEM_TYPE_NAMES,
} from './vote-item-type'

test('the item type ids are those of spec §3', () => {
  expect(VOTE_ITEM_TYPE_IDS).toEqual({
    'DB Product': 1,
    'DB Ticket': 2,
    Deal: 3,
    'Viator Ticket': 4,
  })
  expect(VOTE_ITEM_TYPE_NAMES).toEqual(['DB Product', 'DB Ticket', 'Deal', 'Viator Ticket'])
})

test.each([
  ['product', 'DB Product'],
  ['db_product', 'DB Product'],
  ['DB Product', 'DB Product'],
  ['DB_PRODUCT', 'DB Product'],
  [' Product ', 'DB Product'],
  ['db-product', 'DB Product'],
  ['ticket', 'DB Ticket'],
  ['db_ticket', 'DB Ticket'],
  ['DB Ticket', 'DB Ticket'],
  ['deal', 'Deal'],
  ['Deals', 'Deal'],
  ['viator', 'Viator Ticket'],
  ['viator_ticket', 'Viator Ticket'],
  ['Viator Ticket', 'Viator Ticket'],
  ['1', 'DB Product'],
  ['2', 'DB Ticket'],
  ['3', 'Deal'],
  ['4', 'Viator Ticket'],
])('normalises %j to %j', (name, type) => {
  expect(normaliseVoteItemType(name)).toBe(type)
})

test.each(['', 'banana', '5', '0', 'db product ticket', 'productx', '__proto__', 'constructor'])(
  'refuses %j',
  (name) => {
    expect(normaliseVoteItemType(name)).toBeNull()
  },
)

test('both ticket types are tickets, nothing else is', () => {
  expect(VOTE_ITEM_TYPE_NAMES.filter(isTicketType)).toEqual(['DB Ticket', 'Viator Ticket'])
})
