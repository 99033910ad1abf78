export { loadRevealProducts, PAGE_DATA_TIMEOUT_MS } from './load-products'
export {
  REVEAL_COUNT,
  type RevealItems,
  useRevealCount,
  useRevealItems,
} from './use-reveal'
