// One chunk for the developer pages: the docs, the sandbox and the card reveal.
export { CardRevealPage } from './CardRevealPage'
export { DocsPage } from './DocsPage'
export { SandboxPage } from './SandboxPage'
