// What other capabilities use of the catalog.

export {
  type Availability,
  type CatalogItem,
  type CatalogScope,
  catalogScopeOf,
  inScope,
  itemKey,
  liveItemCounts,
  retireFeed,
  retireUnseen,
  upsertItems,
} from './catalog-store'
export { channelKeyMatches, rotateChannelKey } from './channel-keys'
export { titlesOfCuedItems } from './cued-items'
export { COMMON_WORDS } from './name-stop-words'
export {
  isNameKey,
  itemNameKeys,
  type NameKind,
  type NameSource,
  nameKey,
  textsGrams,
} from './names'
export {
  backfillNameKeys,
  type FindNamesOptions,
  findGrams,
  findNames,
  HitRow,
  liveNamed,
  type NameHit,
  withoutJit,
} from './names-store'
export { pictureRoutes } from './picture-routes'
export { renderProductSvg } from './product-image'
export { imageUrl, productJson } from './product-json'
export { hasTopic } from './topic'
