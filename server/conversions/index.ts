export { type RecordOutcome, recordConversion } from './record'
export { conversionRoutes, PIXEL_GIF } from './routes'
export { conversionSecretOf, rotateConversionSecret } from './secret'
export { hmacHex } from './signature'
