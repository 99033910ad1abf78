/**
 * The ranking tabs (Most liked, Most clicked) as a lazy chunk: their store and their list,
 * loaded when one of them first opens (`LiveStore`). Most viewers stay on Live; the widget's
 * first download does not carry them.
 */
export { createRankings } from '../stores/rankings'
export { RankingList } from './RankingList'
