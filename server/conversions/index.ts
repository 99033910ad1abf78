export { conversionSecretOf, rotateConversionSecret } from './secret'
