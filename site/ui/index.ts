export { CopyButton } from './CopyButton'
