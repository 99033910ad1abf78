export { type EmbedRefusal, embedRefusal, REFUSAL_STATUS, refusalText } from './check'
export { loaderIntegrity } from './integrity'
export { embedApiRoutes, SNIPPET_MAX_AGE_S } from './routes'
