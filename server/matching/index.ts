// What other capabilities use of matching.

export { captionWords } from './caption-words'
export { byShownScore, type ExplainedMatch, explainMatches } from './explain'
export {
  type Blocks,
  type MatchInput,
  matchContext,
  productExists,
  type SaidCaption,
} from './matcher'
export { type Region, regionTopic } from './region'
