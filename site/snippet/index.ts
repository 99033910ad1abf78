export { loadSnippet, type SnippetQuery, snippetUrl } from './load'
export { SnippetCode } from './SnippetCode'
export { type SnippetState, useSnippet } from './use-snippet'
