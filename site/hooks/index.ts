export { useHydrated } from './use-hydrated'
export { usePageOrigin } from './use-page-origin'
export { useReducedMotion } from './use-reduced-motion'
