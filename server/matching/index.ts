// What other capabilities use of matching.

export { type ExplainedMatch, explainMatches } from './explain'
export { type MatchInput, matchContext, productExists } from './matcher'
