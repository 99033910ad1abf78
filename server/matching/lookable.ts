import { products } from '../db/schema'

/** What the variety rules need of a candidate row. */
export const lookable = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  category: products.category,
}
export type LookableRow = { id: number; title: string; brand: string | null; category: string }
