export { type OriginFiles, renderForOrigin } from './pages'
