// Whether an item fits a channel's topic. Topics are kept as the feed or channel says them
// ("Korean TV") and compared without case, so a feed's "korean tv" (or one imported when
// topics were lower-cased) fits the channel's "Korean TV".
import { type SQL, sql } from 'drizzle-orm'
import { products } from '../db/schema'

/** True where one of the item's topics is `topic`, case aside. */
export function hasTopic(topic: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from unnest(${products.topics}) as pt(topic)
    where lower(pt.topic) = lower(${topic}))`
}
