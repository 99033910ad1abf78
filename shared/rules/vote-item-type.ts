import type { ClickTypeName } from './click-type'

/** A vote item type name of spec §3 (the same four names as click types). */
export type VoteItemTypeName = ClickTypeName

/** A vote item type id of spec §3. */
export type VoteItemTypeId = 1 | 2 | 3 | 4

/** Item type ids of spec §3: 1 DB Product, 2 DB Ticket, 3 Deal, 4 Viator Ticket. */
export const VOTE_ITEM_TYPE_IDS: Readonly<Record<VoteItemTypeName, VoteItemTypeId>> = {
  'DB Product': 1,
  'DB Ticket': 2,
  Deal: 3,
  'Viator Ticket': 4,
}

/** The names in id order, for messages and pick lists. */
export const VOTE_ITEM_TYPE_NAMES = Object.keys(VOTE_ITEM_TYPE_IDS) as VoteItemTypeName[]

// Spellings clients send, folded to lower case with spaces and dashes as '_'.
// A Map, so names such as '__proto__' find nothing.
const ALIASES: ReadonlyMap<string, VoteItemTypeName> = new Map([
  ['product', 'DB Product'],
  ['products', 'DB Product'],
  ['db_product', 'DB Product'],
  ['ticket', 'DB Ticket'],
  ['tickets', 'DB Ticket'],
  ['db_ticket', 'DB Ticket'],
  ['deal', 'Deal'],
  ['deals', 'Deal'],
  ['db_deal', 'Deal'],
  ['viator', 'Viator Ticket'],
  ['viator_ticket', 'Viator Ticket'],
])

/**
 * Normalises a vote's itemTypeName (spec §5): 'product' or 'db_product' becomes 'DB Product',
 * 'ticket' 'DB Ticket', 'deal' 'Deal', 'viator_ticket' 'Viator Ticket'; the canonical names
 * and the ids 1–4 stay what they are. Null when the name is not an item type.
 */
export function normaliseVoteItemType(name: string): VoteItemTypeName | null {
  const folded = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  const byId = VOTE_ITEM_TYPE_NAMES.find((type) => String(VOTE_ITEM_TYPE_IDS[type]) === folded)
  return byId ?? ALIASES.get(folded) ?? null
}

/** Whether an item type is a ticket (DB Ticket or Viator Ticket). */
export function isTicketType(type: VoteItemTypeName): boolean {
  return type === 'DB Ticket' || type === 'Viator Ticket'
}
