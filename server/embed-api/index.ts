export { embedRefusal, REFUSAL_STATUS } from './check'
export { loaderIntegrity } from './integrity'
export { embedApiRoutes, SNIPPET_MAX_AGE_S } from './routes'
