export { CodeBlock } from './CodeBlock'
export { CopyButton } from './CopyButton'
