// What other capabilities use of the catalog.

export {
  type Availability,
  type CatalogItem,
  type CatalogScope,
  catalogScopeOf,
  itemKey,
  liveItemCounts,
  retireFeed,
  retireUnseen,
  upsertItems,
} from './catalog-store'
export { rotateChannelKey } from './channel-keys'
export { type NameKind, nameKey } from './names'
export { backfillNameKeys, type FindNamesOptions, findNames, type NameHit } from './names-store'
export { imageUrl, productJson } from './product-json'
