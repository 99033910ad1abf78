// What other capabilities use of feedback.

export { feedbackFor } from './near'
export { recordSignal, type Signal } from './record'
