export { OnAirScreen } from './OnAirScreen'
export { fetchOnAir, nextDelay, type OnAirState, pollOnAir } from './on-air'
export { QrCode } from './QrCode'
export { appLink, drawQr } from './qr'
